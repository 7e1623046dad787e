import { PLOTS_UI_MESSAGES } from "@portal/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { showErrorAs } from "@/lib/api-error-handlers";
import { plotsRootKey } from "./get-plots";

/** PUT /plots/{id} with the new name. */
export function renamePlot({ plotId, name }: { plotId: number; name: string }): Promise<unknown> {
  return apiRequest<unknown>(`/plots/${plotId}`, {
    method: "PUT",
    body: { name },
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
