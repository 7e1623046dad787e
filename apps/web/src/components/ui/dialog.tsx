import { DialogPanel, DialogTitle, Dialog as HeadlessDialog } from "@headlessui/react";
import { SHELL_TEXT } from "@portal/contracts/ui";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
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

const sizes = { sm: "max-w-md", md: "max-w-xl", lg: "max-w-3xl" } as const;

/** The shared dialog (spec 01 §2.3): title, content, footer, optional no footer, and a close callback. */
export function Dialog({ open, title, children, footer, noFooter = false, onClose, size = "md" }: DialogProps) {
  return (
    <HeadlessDialog open={open} onClose={onClose} className="relative z-40">
      <div className="fixed inset-0 bg-slate-900/50" aria-hidden="true" />
      <div className="fixed inset-0 overflow-y-auto">
        <div className="flex min-h-full items-start justify-center p-4 sm:items-center">
          <DialogPanel className={cn("w-full rounded-xl bg-white shadow-2xl ring-1 ring-slate-200", sizes[size])}>
            <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-6 py-4">
              <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
            </div>
            <div className="px-6 py-5 text-sm text-slate-700">{children}</div>
            {noFooter ? null : (
              <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 bg-slate-50 px-6 py-4 rounded-b-xl">
                {footer ?? (
                  <Button variant="secondary" onClick={onClose}>
                    {SHELL_TEXT.close}
                  </Button>
                )}
              </div>
            )}
          </DialogPanel>
        </div>
      </div>
    </HeadlessDialog>
  );
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
