import { SHELL_TEXT } from "@portal/contracts/ui";
import type { ReactNode } from "react";
import { preloadedComponent } from "@/lib/preloaded-component";
import { Button } from "./button";

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  /** Replaces the default footer, a single 'Close' button. */
  footer?: ReactNode;
  /** No footer at all, for content that brings its own buttons (such as a form). */
  noFooter?: boolean;
  onClose: () => void;
  size?: "sm" | "md" | "lg";
}

// The dialog's machinery (focus trap, portal, scroll lock) is in its own chunk, fetched as the page starts.
const DialogFrame = preloadedComponent(
  () => import("./dialog-frame").then((module) => module.DialogFrame),
  () => null,
);

/** The shared dialog (spec 01 §2.3): title, content, footer, optional no footer, and a close callback. */
export function Dialog(props: DialogProps) {
  return props.open ? <DialogFrame {...props} /> : null;
}

/** The footer row for dialogs whose content is a form, so its buttons sit where the dialog footer would. */
export function DialogActions({ children }: { children: ReactNode }) {
  return (
    <div className="-mx-6 -mb-5 mt-6 flex flex-wrap justify-end gap-3 rounded-b-xl border-t border-slate-200 bg-slate-50 px-6 py-4">
      {children}
    </div>
  );
}

export interface FormDialogButtonsProps {
  submitLabel: ReactNode;
  /** While the save runs both buttons wait: Cancel is disabled and Submit shows its spinner. */
  isPending: boolean;
  onCancel: () => void;
  cancelLabel?: ReactNode;
  submitDisabled?: boolean;
}

/** A form dialog's Cancel and Submit, in the footer row. */
export function FormDialogButtons({
  submitLabel,
  isPending,
  onCancel,
  cancelLabel = SHELL_TEXT.cancel,
  submitDisabled,
}: FormDialogButtonsProps) {
  return (
    <DialogActions>
      <Button variant="secondary" onClick={onCancel} disabled={isPending}>
        {cancelLabel}
      </Button>
      <Button type="submit" isLoading={isPending} disabled={submitDisabled}>
        {submitLabel}
      </Button>
    </DialogActions>
  );
}
