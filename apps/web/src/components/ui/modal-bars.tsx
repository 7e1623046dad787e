import { SHELL_TEXT } from "@portal/contracts/ui";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { useModalTitleId } from "@/lib/modal/modal";
import { Button } from "./button";

/** The title row of every modal surface, the centred dialog and the side drawer alike. */
export function ModalTitleBar({ title }: { title: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-6 py-4">
      <h2 id={useModalTitleId()} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
    </div>
  );
}

/** The button row at the foot of every modal surface: right-aligned on grey, below a rule. */
export function ModalButtonBar({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div className={cn("flex flex-wrap justify-end gap-3 border-t border-slate-200 bg-slate-50 px-6 py-4", className)}>
      {children}
    </div>
  );
}

export function ModalCloseButton({ onClose, className }: { onClose: () => void; className?: string }) {
  return (
    <Button variant="secondary" onClick={onClose} className={className}>
      {SHELL_TEXT.close}
    </Button>
  );
}
