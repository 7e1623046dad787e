import { cn } from "@/lib/cn";
import { Modal, ModalPanel } from "@/lib/modal/modal";
import type { DialogProps } from "./dialog";
import { ModalButtonBar, ModalCloseButton, ModalTitleBar } from "./modal-bars";

const sizes = { sm: "max-w-md", md: "max-w-xl", lg: "max-w-3xl" } as const;

/** The open dialog: the shared modal behaviour (inert page, Escape, focus kept and returned) with its layout. */
export function DialogFrame({ title, children, footer, noFooter = false, onClose, size = "md" }: DialogProps) {
  return (
    <Modal onClose={onClose}>
      <div className="fixed inset-0 bg-slate-900/50" aria-hidden="true" />
      <div className="fixed inset-0 overflow-y-auto">
        <div className="flex min-h-full items-start justify-center p-4 sm:items-center">
          <ModalPanel className={cn("w-full rounded-xl bg-white shadow-2xl ring-1 ring-slate-200", sizes[size])}>
            <ModalTitleBar title={title} />
            <div className="px-6 py-5 text-sm text-slate-700">{children}</div>
            {noFooter ? null : (
              <ModalButtonBar className="rounded-b-xl">
                {footer ?? <ModalCloseButton onClose={onClose} />}
              </ModalButtonBar>
            )}
          </ModalPanel>
        </div>
      </div>
    </Modal>
  );
}
