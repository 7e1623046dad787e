import { QUANTITIES_TEXT } from "@portal/contracts/ui";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { Recalculation } from "../hooks/use-recalculation";

/** 'Confirm Recalculation' with No and Yes: Yes forces the recalculation over a support edit (spec 03 §4). */
export function ConfirmRecalculationDialog({ recalculation }: { recalculation: Recalculation }) {
  return (
    <ConfirmDialog
      open={recalculation.isConfirmOpen}
      title={QUANTITIES_TEXT.confirmTitle}
      confirmText={QUANTITIES_TEXT.yes}
      cancelText={QUANTITIES_TEXT.no}
      isPending={recalculation.isPending}
      onConfirm={recalculation.confirm}
      onClose={recalculation.cancelConfirm}
    >
      <p>{QUANTITIES_TEXT.confirmText}</p>
    </ConfirmDialog>
  );
}
