import { useCallback, useState } from "react";
import type { ConfirmDialogProps } from "@/components/ui/confirm-dialog";

/**
 * The confirmation of an action on one chosen item, such as a row's Delete: `choose` opens the dialog for the
 * item, and Confirm runs the action and closes the dialog once it succeeds. A failure, already reported by the API
 * client, leaves the dialog open so the user can retry or cancel.
 */
export function useItemConfirmation<Item>(action: (item: Item) => Promise<unknown>, isPending: boolean) {
  const [chosen, setChosen] = useState<Item | null>(null);
  const choose = useCallback((item: Item) => setChosen(() => item), []);

  async function confirm() {
    if (chosen === null) return;
    try {
      await action(chosen);
      setChosen(null);
    } catch {
      // Reported where the call failed; the dialog stays.
    }
  }

  const dialogProps: Pick<ConfirmDialogProps, "open" | "isPending" | "onConfirm" | "onClose"> = {
    open: chosen !== null,
    isPending,
    onConfirm: () => void confirm(),
    onClose: () => setChosen(null),
  };
  return { chosen, choose, dialogProps };
}
