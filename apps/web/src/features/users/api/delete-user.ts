import { USERS_MESSAGES } from "@portal/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { showErrorAs } from "@/lib/api-error-handlers";
import { showSuccessToast } from "@/lib/toast";
import { usersQueryKey } from "./get-users";

export function deleteUser(id: number): Promise<unknown> {
  return apiRequest<unknown>(`/users/${id}`, {
    method: "DELETE",
    onError: showErrorAs(USERS_MESSAGES.deleteUserFailed),
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: async () => {
      showSuccessToast(USERS_MESSAGES.userDeleted);
      await queryClient.invalidateQueries({ queryKey: usersQueryKey });
    },
  });
}
