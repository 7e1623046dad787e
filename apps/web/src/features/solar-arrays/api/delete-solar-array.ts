import { SOLAR_ARRAY_MESSAGES } from "@portal/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { showErrorAs } from "@/lib/api-error-handlers";
import { roofSolarKey, solarArrayKey } from "./keys";

/** DELETE /roof-solar-arrays/{id}: one array. */
export function deleteSolarArray(arrayId: number): Promise<unknown> {
  return apiRequest(`/roof-solar-arrays/${arrayId}`, {
    method: "DELETE",
    onError: showErrorAs(SOLAR_ARRAY_MESSAGES.failedToDelete),
  });
}

export function useDeleteSolarArray(roofId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSolarArray,
    onSuccess: async (_answer, arrayId) => {
      queryClient.removeQueries({ queryKey: solarArrayKey(roofId, arrayId) });
      await queryClient.invalidateQueries({ queryKey: roofSolarKey(roofId), exact: true });
    },
  });
}
