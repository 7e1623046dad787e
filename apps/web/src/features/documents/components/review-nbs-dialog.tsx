import { REVIEW_NBS_DIALOG } from "@portal/contracts/ui";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

/** Spec 02 §2 "Generate NBS dialog": Review opens the NBS Clauses page, Generate goes ahead, Cancel does neither. */
export function ReviewNbsDialog({
  open,
  onReview,
  onGenerate,
  onCancel,
}: {
  open: boolean;
  onReview: () => void;
  onGenerate: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      title={REVIEW_NBS_DIALOG.title}
      confirmText={REVIEW_NBS_DIALOG.generate}
      cancelText={REVIEW_NBS_DIALOG.cancel}
      alternative={{ text: REVIEW_NBS_DIALOG.review, onClick: onReview }}
      onConfirm={onGenerate}
      onClose={onCancel}
    >
      <p>{REVIEW_NBS_DIALOG.text}</p>
    </ConfirmDialog>
  );
}
