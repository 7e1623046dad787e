import { REVIEW_NBS_DIALOG } from "@portal/contracts/ui";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";

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
    <Dialog
      open={open}
      title={REVIEW_NBS_DIALOG.title}
      onClose={onCancel}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {REVIEW_NBS_DIALOG.cancel}
          </Button>
          <Button variant="secondary" onClick={onReview}>
            {REVIEW_NBS_DIALOG.review}
          </Button>
          <Button onClick={onGenerate}>{REVIEW_NBS_DIALOG.generate}</Button>
        </>
      }
    >
      <p>{REVIEW_NBS_DIALOG.text}</p>
    </Dialog>
  );
}
