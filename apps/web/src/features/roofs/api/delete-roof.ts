import { PLOTS_UI_MESSAGES } from "@portal/contracts/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { showErrorAs } from "@/lib/api-error-handlers";
import { plotQueriesKey, roofsRootKey } from "./keys";

/** DELETE /roofs/{id}. */
export function deleteRoof(roofId: number): Promise<unknown> {
  return apiRequest<unknown>(`/roofs/${roofId}`, {
    method: "DELETE",
    onError: showErrorAs(PLOTS_UI_MESSAGES.deleteRoofFailed),
  });
}

export function useDeleteRoof() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRoof,
    // The deleted roof's own query is dropped rather than fetched again into a 404.
    onSuccess: (_result, roofId) => {
      queryClient.removeQueries({ queryKey: [...roofsRootKey, "detail", roofId] });
      return queryClient.invalidateQueries({ queryKey: plotQueriesKey });
    },
  });
}
