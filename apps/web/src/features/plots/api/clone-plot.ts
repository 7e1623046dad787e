import { type CloneAccepted, CloneAcceptedSchema } from "@portal/contracts";
import { apiRequest } from "@/lib/api-client";
import { showError } from "@/lib/api-error-handlers";

/**
 * POST /plots/{id}/clone: accepted at once (202); the copy is made in the background and announced by the
 * plotCloned event, which the clone flow turns into the success toast.
 */
export function clonePlot({ plotId, name }: { plotId: number; name: string }): Promise<CloneAccepted> {
  return apiRequest(`/plots/${plotId}/clone`, {
    method: "POST",
    body: { name },
    schema: CloneAcceptedSchema,
    onError: showError,
  });
}
