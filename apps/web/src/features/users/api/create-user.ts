import { type CreateUser, CreateUserResponseSchema, USERS_MESSAGES } from "@portal/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { ApiError, type ApiFailure } from "@/lib/api-error";
import { operationMessage } from "@/lib/api-error-handlers";
import { showErrorToast, showSuccessToast } from "@/lib/toast";
import { usersQueryKey } from "./get-users";

const createFailed = (failure: ApiFailure): never => {
  const message = operationMessage(failure, USERS_MESSAGES.createFailed);
  showErrorToast(message);
  throw new ApiError(failure, message);
};

/** POST /users: an `error` field in the answer is a failure too, shown as a toast (spec 01 §8.2). */
export async function createUser(values: CreateUser): Promise<{ id?: number }> {
  const answer = await apiRequest("/users", {
    method: "POST",
    body: values,
    schema: CreateUserResponseSchema,
    onError: createFailed,
  });
  if (answer.error) {
    showErrorToast(answer.error);
    throw new Error(answer.error);
  }
  return answer;
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: async () => {
      showSuccessToast(USERS_MESSAGES.userCreated);
      await queryClient.invalidateQueries({ queryKey: usersQueryKey });
    },
  });
}
