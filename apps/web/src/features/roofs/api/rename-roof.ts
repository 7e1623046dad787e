import type { RoofSummary } from "@portal/contracts";
import { PLOTS_UI_MESSAGES } from "@portal/contracts/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { apiRequest } from "@/lib/api-client";
import { showErrorAs } from "@/lib/api-error-handlers";
import { roofQueryOptions } from "./get-roof";
import { plotQueriesKey, roofChangeKeys } from "./keys";

/** PUT /roofs/{id} with the new name and the version it was chosen from (409 when the roof has moved on). */
export function renameRoof({
  roofId,
  name,
  version,
}: {
  roofId: number;
  name: string;
  version: number;
}): Promise<unknown> {
  return apiRequest<unknown>(`/roofs/${roofId}`, {
    method: "PUT",
    body: { name, version },
    onError: showErrorAs(PLOTS_UI_MESSAGES.updateRoofFailed),
  });
}

export function useRenameRoof() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameRoof,
    onSuccess: () => Promise.all(roofChangeKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/** After a rename refused as stale: the roof as it is saved now, with the plot views that list it refreshed too. */
export function useReloadRoof() {
  const queryClient = useQueryClient();
  return useCallback(
    async (roofId: number): Promise<RoofSummary> => {
      const current = await queryClient.fetchQuery({ ...roofQueryOptions(roofId), staleTime: 0 });
      await queryClient.invalidateQueries({ queryKey: plotQueriesKey });
      return current;
    },
    [queryClient],
  );
}
