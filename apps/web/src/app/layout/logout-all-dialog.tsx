import { ACCOUNT_MESSAGES } from "@portal/contracts";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useLogoutAll } from "@/features/auth/api/logout-all";

/** The 'Log out from all devices?' confirmation (spec 01 §2.3). */
export function LogoutAllDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const logoutAll = useLogoutAll();
  return (
    <ConfirmDialog
      open={open}
      title={ACCOUNT_MESSAGES.logoutAllTitle}
      confirmText={ACCOUNT_MESSAGES.logoutAllConfirm}
      tone="danger"
      isPending={logoutAll.isPending}
      onConfirm={() => logoutAll.mutate(undefined, { onSuccess: onClose })}
      onClose={onClose}
    >
      <p>{ACCOUNT_MESSAGES.logoutAllText1}</p>
      <p className="mt-2">{ACCOUNT_MESSAGES.logoutAllText2}</p>
    </ConfirmDialog>
  );
}
