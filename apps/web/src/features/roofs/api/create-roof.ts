import { CreatedIdSchema, DEFAULT_NEW_ROOF_NAME } from "@portal/contracts";
import { PLOTS_UI_MESSAGES } from "@portal/contracts/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { showErrorAs } from "@/lib/api-error-handlers";
import { roofChangeKeys } from "./keys";

/** POST /roofs: a new roof is called 'Main Roof' (spec 02 §2). */
export function createRoof(plotId: number): Promise<{ id: number }> {
  return apiRequest("/roofs", {
    method: "POST",
    body: { plotId, name: DEFAULT_NEW_ROOF_NAME },
    schema: CreatedIdSchema,
    onError: showErrorAs(PLOTS_UI_MESSAGES.createRoofFailed),
  });
}

export function useCreateRoof() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRoof,
    onSuccess: () => Promise.all(roofChangeKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
