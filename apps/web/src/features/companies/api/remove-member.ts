import { COMPANY_TEXT } from "@portal/contracts/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { showError } from "@/lib/api-error-handlers";
import { showSuccessToast } from "@/lib/toast";
import { companiesQueryKey } from "./keys";

export interface RemoveMember {
  companyId: number;
  userId: number;
  /** The member removing themself: leaving. */
  isSelf: boolean;
  /** For the confirmation toast: the member's name, or the company's when leaving. */
  name: string;
}

/**
 * DELETE /companies/{id}/members/{userId}: the Owner removes a member, or a member removes themself (leaves).
 * The Owner cannot leave while others remain (409); alone, leaving closes the company.
 */
export function removeMember({ companyId, userId }: RemoveMember): Promise<unknown> {
  return apiRequest<unknown>(`/companies/${companyId}/members/${userId}`, { method: "DELETE", onError: showError });
}

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSuccess: async (_answer, { isSelf, name }) => {
      showSuccessToast(isSelf ? COMPANY_TEXT.left(name) : COMPANY_TEXT.removed(name));
      // Leaving changes which projects, plots and roofs the caller may open: everything is asked again.
      await queryClient.invalidateQueries(isSelf ? undefined : { queryKey: companiesQueryKey });
    },
  });
}
