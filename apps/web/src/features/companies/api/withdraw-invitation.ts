import { COMPANY_TEXT } from "@portal/contracts/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { showError } from "@/lib/api-error-handlers";
import { showSuccessToast } from "@/lib/toast";
import { companiesQueryKey } from "./keys";

export interface WithdrawInvitation {
  companyId: number;
  invitationId: number;
  email: string;
}

/** DELETE /companies/{id}/invitations/{invitationId}: the mailed link stops working. */
export function withdrawInvitation({ companyId, invitationId }: WithdrawInvitation): Promise<unknown> {
  return apiRequest<unknown>(`/companies/${companyId}/invitations/${invitationId}`, {
    method: "DELETE",
    onError: showError,
  });
}

export function useWithdrawInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawInvitation,
    onSuccess: async (_answer, { email }) => {
      showSuccessToast(COMPANY_TEXT.withdrawn(email));
      await queryClient.invalidateQueries({ queryKey: companiesQueryKey });
    },
  });
}
