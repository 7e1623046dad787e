import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { showSuccessToast } from "@/lib/toast";

export interface CatalogueMutationOptions<Variables, Result> {
  mutationFn: (variables: Variables) => Promise<Result>;
  /** The success toast (spec 03 §8); none when omitted. */
  success?: string | ((result: Result) => string);
  /** The queries the write changes: its own resource's and those of the resources that show it. */
  invalidates: readonly QueryKey[];
}

/**
 * A catalogue write with its success toast. The listed queries are refreshed before the returned promise
 * settles, so a dialog that closes or a page that goes back to its list shows the saved data.
 */
export function useCatalogueMutation<Variables, Result>({
  mutationFn,
  success,
  invalidates,
}: CatalogueMutationOptions<Variables, Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (result) => {
      const message = typeof success === "function" ? success(result) : success;
      if (message) showSuccessToast(message);
      await Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
