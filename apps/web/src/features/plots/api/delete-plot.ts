import { PLOTS_UI_MESSAGES } from "@portal/contracts/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { showErrorAs } from "@/lib/api-error-handlers";
import { plotsRootKey } from "./get-plots";

/** DELETE /plots/{id}: the plot and its roofs leave every list. */
export function deletePlot(plotId: number): Promise<unknown> {
  return apiRequest<unknown>(`/plots/${plotId}`, {
    method: "DELETE",
    onError: showErrorAs(PLOTS_UI_MESSAGES.deletePlotFailed),
  });
}

export function useDeletePlot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlot,
    // The list queries refresh; the deleted plot's own query is dropped rather than fetched again into a 404.
    onSuccess: (_result, plotId) => {
      queryClient.removeQueries({ queryKey: [...plotsRootKey, "detail", plotId] });
      return queryClient.invalidateQueries({ queryKey: [...plotsRootKey, "list"] });
    },
  });
}
