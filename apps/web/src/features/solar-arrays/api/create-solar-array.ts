import { SOLAR_ARRAY_MESSAGES, type SolarArray, type SolarArrayCreate, SolarArraySchema } from "@portal/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { showErrorAs } from "@/lib/api-error-handlers";
import { roofSolarKey, solarArrayKey } from "./keys";

/** POST /roof-solar-arrays: a new array on the roof (an empty 15 × 15 portrait grid unless the body says otherwise). */
export function createSolarArray(body: SolarArrayCreate): Promise<SolarArray> {
  return apiRequest("/roof-solar-arrays", {
    method: "POST",
    body,
    schema: SolarArraySchema,
    onError: showErrorAs(SOLAR_ARRAY_MESSAGES.failedToUpdate),
  });
}

export function useCreateSolarArray(roofId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createSolarArray({ roofId }),
    onSuccess: async (created) => {
      queryClient.setQueryData(solarArrayKey(roofId, created.id), created);
      await queryClient.invalidateQueries({ queryKey: roofSolarKey(roofId), exact: true });
    },
  });
}
