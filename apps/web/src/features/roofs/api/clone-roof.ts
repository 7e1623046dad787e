import { type CloneAccepted, CloneAcceptedSchema } from "@portal/contracts";
import { apiRequest } from "@/lib/api-client";
import { showError } from "@/lib/api-error-handlers";

/**
 * POST /roofs/{id}/clone: accepted at once (202); the copy is made in the background and announced by the
 * roofCloned event, which the clone flow turns into the success toast.
 */
export function cloneRoof({ roofId, name }: { roofId: number; name: string }): Promise<CloneAccepted> {
  return apiRequest(`/roofs/${roofId}/clone`, {
    method: "POST",
    body: { name },
    schema: CloneAcceptedSchema,
    onError: showError,
  });
}
