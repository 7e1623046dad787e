import { COMPANY_MESSAGES, CompanyInvitationSchema, type InviteToCompany } from "@portal/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { showError } from "@/lib/api-error-handlers";
import { showSuccessToast } from "@/lib/toast";
import { companiesQueryKey } from "./keys";

/** POST /companies/{id}/invitations: e-mails the address a link; inviting it again replaces the pending one. */
export function inviteToCompany({ companyId, ...input }: InviteToCompany & { companyId: number }) {
  return apiRequest(`/companies/${companyId}/invitations`, {
    method: "POST",
    body: input,
    schema: CompanyInvitationSchema,
    onError: showError,
  });
}

export function useInviteToCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteToCompany,
    onSuccess: async (invitation) => {
      showSuccessToast(COMPANY_MESSAGES.invitationSent(invitation.email));
      await queryClient.invalidateQueries({ queryKey: companiesQueryKey });
    },
  });
}
