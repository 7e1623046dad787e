import { type AcceptCompanyInvitation, CompanyCreatedSchema } from "@portal/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { ApiError, messageForFailure } from "@/lib/api-error";

/**
 * POST /companies/invitations/accept. A refusal (another address, an unverified one, a used or expired link, a
 * company already) is the page's whole answer, so it is shown on the page rather than as a toast.
 */
export function acceptInvitation(input: AcceptCompanyInvitation) {
  return apiRequest("/companies/invitations/accept", {
    method: "POST",
    body: input,
    schema: CompanyCreatedSchema,
    onError: (failure) => {
      throw new ApiError(failure, messageForFailure(failure));
    },
  });
}

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    // Joining changes which projects the caller may open: everything is asked again.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
