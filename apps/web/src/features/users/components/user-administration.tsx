import { type AdminUser, USERS_MESSAGES } from "@portal/contracts";
import { USERS_TEXT } from "@portal/contracts/ui";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog } from "@/components/ui/dialog";
import { PageHeader } from "@/components/ui/page-header";
import { useItemConfirmation } from "@/hooks/use-item-confirmation";
import { useDeleteUser } from "../api/delete-user";
import { usersQueryKey } from "../api/get-users";
import { AddUserForm } from "./add-user-form";
import { EditUserForm } from "./edit-user-form";
import { UsersTable } from "./users-table";

/** The /admin/users page body: the table, Add User, Edit User Details and the delete confirmation. */
export function UserAdministration() {
  const [isAdding, setIsAdding] = useState(false);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const deleteMutation = useDeleteUser();
  const deletion = useItemConfirmation(
    (user: AdminUser) => deleteMutation.mutateAsync(user.id),
    deleteMutation.isPending,
  );
  const queryClient = useQueryClient();
  const onEdit = useCallback((user: AdminUser) => setEditing(user), []);

  return (
    <div>
      <PageHeader
        title={USERS_TEXT.title}
        description="Find, add and maintain portal accounts and their roles."
        actions={
          <>
            <Button variant="secondary" onClick={() => void queryClient.invalidateQueries({ queryKey: usersQueryKey })}>
              {USERS_TEXT.refresh}
            </Button>
            <Button onClick={() => setIsAdding(true)}>{USERS_TEXT.addUser}</Button>
          </>
        }
      />
      <Card className="overflow-hidden">
        <UsersTable onEdit={onEdit} onDelete={deletion.choose} />
      </Card>
      <Dialog open={isAdding} title={USERS_TEXT.addUser} onClose={() => setIsAdding(false)} noFooter size="lg">
        <AddUserForm onDone={() => setIsAdding(false)} />
      </Dialog>
      <Dialog open={editing !== null} title={USERS_TEXT.editUser} onClose={() => setEditing(null)} noFooter size="lg">
        {editing ? <EditUserForm userId={editing.id} onDone={() => setEditing(null)} /> : null}
      </Dialog>
      <ConfirmDialog
        {...deletion.dialogProps}
        title={USERS_MESSAGES.deleteConfirmTitle}
        confirmText={USERS_TEXT.confirmDelete}
        tone="danger"
      >
        <p>{USERS_MESSAGES.deleteConfirmText}</p>
        {deletion.chosen ? <p className="mt-2 font-medium text-slate-900">{deletion.chosen.email}</p> : null}
      </ConfirmDialog>
    </div>
  );
}
