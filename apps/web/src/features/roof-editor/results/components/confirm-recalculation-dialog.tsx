import { QUANTITIES_TEXT } from "@portal/contracts/ui";
import { YesNoDialog } from "@/components/ui/confirm-dialog";
import type { Recalculation } from "../hooks/use-recalculation";

/** 'Confirm Recalculation' with No and Yes: Yes forces the recalculation over a support edit (spec 03 §4). */
export function ConfirmRecalculationDialog({ recalculation }: { recalculation: Recalculation }) {
  return (
    <YesNoDialog
      open={recalculation.isConfirmOpen}
      title={QUANTITIES_TEXT.confirmTitle}
      isPending={recalculation.isPending}
      onConfirm={recalculation.confirm}
      onClose={recalculation.cancelConfirm}
    >
      <p>{QUANTITIES_TEXT.confirmText}</p>
    </YesNoDialog>
  );
}
