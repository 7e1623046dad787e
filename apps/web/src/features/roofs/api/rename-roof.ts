import { PLOTS_UI_MESSAGES } from "@portal/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { showErrorAs } from "@/lib/api-error-handlers";
import { roofChangeKeys } from "./keys";

/** PUT /roofs/{id} with the new name. */
export function renameRoof({ roofId, name }: { roofId: number; name: string }): Promise<unknown> {
  return apiRequest<unknown>(`/roofs/${roofId}`, {
    method: "PUT",
    body: { name },
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
