import { type ProfileUpdate, USERS_MESSAGES } from "@portal/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { showErrorAs } from "@/lib/api-error-handlers";
import { sessionQueryKey } from "@/lib/auth/session-key";
import { showSuccessToast } from "@/lib/toast";
import { profileQueryKey } from "./get-profile";

/** The answer is not needed: the profile is fetched again after a save. */
export function updateProfile(values: ProfileUpdate): Promise<unknown> {
  return apiRequest<unknown>("/users/profile", {
    method: "PUT",
    body: values,
    onError: showErrorAs(USERS_MESSAGES.updateProfileFailed),
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async () => {
      showSuccessToast(USERS_MESSAGES.profileUpdated);
      // Names show in the header too, so the session is refreshed along with the profile.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: profileQueryKey }),
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
      ]);
    },
  });
}
