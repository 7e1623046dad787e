import type { ReactNode } from "react";
import { ModalButtonBar, ModalCloseButton, ModalTitleBar } from "@/components/ui/modal-bars";
import { Modal, ModalPanel } from "@/lib/modal/modal";

export interface SideDrawerProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the foot of the drawer, beside Close. */
  actions?: ReactNode;
}

/**
 * A panel sliding in from the right (spec 03 §2.1 'side drawers'): a modal like the dialogs (lib/modal), so the
 * page behind is inert, focus stays inside while it is open, Esc and the backdrop close it, and focus returns to
 * the button that opened it. On a phone it takes the whole screen, its Close button a full touch target.
 */
export function SideDrawer({ open, title, onClose, children, actions }: SideDrawerProps) {
  if (!open) return null;
  return (
    <Modal onClose={onClose}>
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 flex sm:left-auto sm:max-w-full">
        <ModalPanel className="flex h-full w-screen flex-col bg-white shadow-2xl ring-1 ring-slate-200 sm:max-w-4xl">
          <ModalTitleBar title={title} />
          <div className="flex-1 overflow-y-auto px-4 py-5 text-sm text-slate-700 sm:px-6">{children}</div>
          <ModalButtonBar className="px-4 sm:px-6">
            {actions}
            <ModalCloseButton onClose={onClose} className="min-h-11 min-w-11" />
          </ModalButtonBar>
        </ModalPanel>
      </div>
    </Modal>
  );
}
