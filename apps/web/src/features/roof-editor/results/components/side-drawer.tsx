import { DialogPanel, DialogTitle, Dialog as HeadlessDialog } from "@headlessui/react";
import { SHELL_TEXT } from "@portal/contracts/ui";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";

export interface SideDrawerProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the foot of the drawer, beside Close. */
  actions?: ReactNode;
}

/**
 * A panel sliding in from the right (spec 03 §2.1 'side drawers'): a modal dialog, so focus stays inside while it
 * is open, Esc and the backdrop close it, and focus returns to the button that opened it.
 */
export function SideDrawer({ open, title, onClose, children, actions }: SideDrawerProps) {
  return (
    <HeadlessDialog open={open} onClose={onClose} className="relative z-40">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-y-0 right-0 flex max-w-full">
        <DialogPanel className="flex h-full w-screen max-w-4xl flex-col bg-white shadow-2xl ring-1 ring-slate-200">
          <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-6 py-4">
            <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
          </div>
          <div className="flex-1 overflow-y-auto px-6 py-5 text-sm text-slate-700">{children}</div>
          <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 bg-slate-50 px-6 py-4">
            {actions}
            <Button variant="secondary" onClick={onClose}>
              {SHELL_TEXT.close}
            </Button>
          </div>
        </DialogPanel>
      </div>
    </HeadlessDialog>
  );
}
