import { SHELL_TEXT } from "@portal/contracts/ui";
import type { ReactNode } from "react";
import { Button } from "./button";
import { Dialog } from "./dialog";

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmText: string;
  cancelText?: string;
  tone?: "primary" | "danger";
  isPending?: boolean;
  confirmDisabled?: boolean;
  /** A third choice, between Cancel and the confirmation (such as 'Review' before 'Generate'). */
  alternative?: { text: string; onClick: () => void; disabled?: boolean };
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmDialog({
  open,
  title,
  children,
  confirmText,
  cancelText = SHELL_TEXT.cancel,
  tone = "primary",
  isPending = false,
  confirmDisabled,
  alternative,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onClose}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isPending}>
            {cancelText}
          </Button>
          {alternative ? (
            <Button variant="secondary" onClick={alternative.onClick} disabled={alternative.disabled || isPending}>
              {alternative.text}
            </Button>
          ) : null}
          <Button variant={tone} onClick={onConfirm} isLoading={isPending} disabled={confirmDisabled}>
            {confirmText}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}

/**
 * A confirmation asked as a question, answered Yes or No: every such question in the app answers with the same
 * two words. No, Escape and the close button all call `onClose`.
 */
export function YesNoDialog(props: Omit<ConfirmDialogProps, "confirmText" | "cancelText" | "alternative">) {
  return <ConfirmDialog {...props} confirmText={SHELL_TEXT.yes} cancelText={SHELL_TEXT.no} />;
}
