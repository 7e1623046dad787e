import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { showSuccessToast } from "@/lib/toast";

/**
 * A catalogue write with its success toast (spec 03 §8; none when `success` is undefined). `invalidates`
 * names the queries the write changes: its own resource's and those of the resources that show it. They are
 * refreshed before the returned promise settles, so a dialog that closes or a page that goes back to its
 * list shows the saved data.
 */
export function useCatalogueMutation<Variables, Result>(
  mutationFn: (variables: Variables) => Promise<Result>,
  success: string | undefined,
  invalidates: readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      if (success) showSuccessToast(success);
      await Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
