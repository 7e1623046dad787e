import { DialogPanel, DialogTitle, Dialog as HeadlessDialog } from "@headlessui/react";
import { SHELL_TEXT } from "@portal/contracts/ui";
import { cn } from "@/lib/cn";
import { Button } from "./button";
import type { DialogProps } from "./dialog";

const sizes = { sm: "max-w-md", md: "max-w-xl", lg: "max-w-3xl" } as const;

/** The open dialog: Headless UI's focus trap, scroll lock and Escape, with the portal's layout. */
export function DialogFrame({ open, title, children, footer, noFooter = false, onClose, size = "md" }: DialogProps) {
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
