import { type AdminUser, type UpdateUser, USERS_MESSAGES } from "@portal/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { showErrorAs } from "@/lib/api-error-handlers";
import { QUERY_ROOTS } from "@/lib/query-keys";
import { showSuccessToast } from "@/lib/toast";

/** PUT /users/{id} with the user id plus the stored user merged with the form's values (spec 01 §7). */
export function updateUser({ user, values }: { user: AdminUser; values: UpdateUser }): Promise<unknown> {
  return apiRequest<unknown>(`/users/${user.id}`, {
    method: "PUT",
    body: { ...user, ...values, id: user.id },
    onError: showErrorAs(USERS_MESSAGES.updateUserFailed),
  });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: async () => {
      showSuccessToast(USERS_MESSAGES.userUpdated);
      await queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.users] });
    },
  });
}
