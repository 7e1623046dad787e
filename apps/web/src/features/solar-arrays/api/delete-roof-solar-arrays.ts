import { type RoofSolarData, SOLAR_ARRAY_MESSAGES } from "@portal/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { showErrorAs } from "@/lib/api-error-handlers";
import { roofSolarKey } from "./keys";

/** DELETE /roof-solar-arrays/roof/{roofId}: Solar turned off, every array of the roof goes. */
export function deleteRoofSolarArrays(roofId: number): Promise<unknown> {
  return apiRequest(`/roof-solar-arrays/roof/${roofId}`, {
    method: "DELETE",
    onError: showErrorAs(SOLAR_ARRAY_MESSAGES.failedToDelete),
  });
}

export function useDeleteRoofSolarArrays(roofId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteRoofSolarArrays(roofId),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: [...roofSolarKey(roofId), "array"] });
      // The roof itself is unchanged: its shape stays for the next array.
      queryClient.setQueryData<RoofSolarData>(roofSolarKey(roofId), (data) => ({
        roofId,
        solarArrayIds: [],
        roofShape: data?.roofShape ?? null,
      }));
    },
  });
}
