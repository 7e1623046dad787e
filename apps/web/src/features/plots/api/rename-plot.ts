import type { Plot } from "@portal/contracts";
import { PLOTS_UI_MESSAGES } from "@portal/contracts/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { apiRequest } from "@/lib/api-client";
import { showErrorAs } from "@/lib/api-error-handlers";
import { plotQueryOptions } from "./get-plot";
import { plotsRootKey } from "./get-plots";

/** PUT /plots/{id} with the new name and the version it was chosen from (409 when the plot has moved on). */
export function renamePlot({
  plotId,
  name,
  version,
}: {
  plotId: number;
  name: string;
  version: number;
}): Promise<unknown> {
  return apiRequest<unknown>(`/plots/${plotId}`, {
    method: "PUT",
    body: { name, version },
    onError: showErrorAs(PLOTS_UI_MESSAGES.updatePlotFailed),
  });
}

export function useRenamePlot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renamePlot,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: plotsRootKey }),
  });
}

/** After a rename refused as stale: the plot as it is saved now, with the lists that show it refreshed too. */
export function useReloadPlot() {
  const queryClient = useQueryClient();
  return useCallback(
    async (plotId: number): Promise<Plot> => {
      const current = await queryClient.fetchQuery({ ...plotQueryOptions(plotId), staleTime: 0 });
      await queryClient.invalidateQueries({ queryKey: [...plotsRootKey, "list"] });
      return current;
    },
    [queryClient],
  );
}
