import { DialogPanel, Dialog as HeadlessDialog } from "@headlessui/react";
import type { ReactNode } from "react";
import { ModalButtonBar, ModalCloseButton, ModalTitleBar } from "@/components/ui/modal-bars";

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
          <ModalTitleBar title={title} />
          <div className="flex-1 overflow-y-auto px-6 py-5 text-sm text-slate-700">{children}</div>
          <ModalButtonBar>
            {actions}
            <ModalCloseButton onClose={onClose} />
          </ModalButtonBar>
        </DialogPanel>
      </div>
    </HeadlessDialog>
  );
}
