import { type AdminUser, UpdateUserSchema } from "@portal/contracts";
import { FIELD_LABELS, SHELL_TEXT, USERS_TEXT } from "@portal/contracts/ui";
import { AddressFields, MarketingFields, WorkFields } from "@/components/contact-fields";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { DialogActions, FormDialogButtons } from "@/components/ui/dialog";
import { CheckboxField } from "@/components/ui/form/checkbox-field";
import { TextField } from "@/components/ui/form/text-field";
import { Spinner } from "@/components/ui/spinner";
import { ADDRESS_FIELDS, textInputValues, WORK_FIELDS } from "@/lib/forms/form-values";
import { useContractForm } from "@/lib/forms/use-contract-form";
import { useUser } from "../api/get-user";
import { useUpdateUser } from "../api/update-user";
import { RoleSelect } from "./role-select";

/**
 * Edit User Details (spec 01 §5.5): name, email and marketing choices belong to the user and are shown
 * disabled; an administrator changes the role, contact details and industry type, and can unlock the account.
 */
export function EditUserFormBody({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const mutation = useUpdateUser();
  const { register, control, errors, onSubmit } = useContractForm({
    schema: UpdateUserSchema,
    defaultValues: {
      id: user.id,
      roleId: user.roleId,
      ...textInputValues(user, [...WORK_FIELDS, ...ADDRESS_FIELDS]),
      industryType: user.industryType,
      isLockedOut: user.isLockedOut,
    },
    save: async (values) => {
      await mutation.mutateAsync({ user, values });
      onDone();
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={FIELD_LABELS.firstName} value={user.firstName ?? ""} disabled readOnly />
        <TextField label={FIELD_LABELS.lastName} value={user.lastName ?? ""} disabled readOnly />
        <TextField label={FIELD_LABELS.email} value={user.email} disabled readOnly containerClassName="sm:col-span-2" />
        <RoleSelect control={control} error={errors.roleId?.message} />
        <WorkFields register={register} errors={errors} control={control} industryRequired />
        <AddressFields register={register} errors={errors} />
      </div>
      <div className="mt-6 space-y-3">
        <MarketingFields chosen={user} />
      </div>
      {user.isLockedOut ? (
        <div className="mt-6 rounded-md border border-amber-200 bg-amber-50 p-4">
          <p className="mb-2 text-sm text-amber-900">This account is locked after too many failed sign-in attempts.</p>
          <CheckboxField label={FIELD_LABELS.accountLocked} {...register("isLockedOut")} />
        </div>
      ) : null}
      <FormDialogButtons submitLabel={USERS_TEXT.save} isPending={mutation.isPending} onCancel={onDone} />
    </form>
  );
}

/** Loads the user afresh, then shows the form. */
export function EditUserForm({ userId, onDone }: { userId: number; onDone: () => void }) {
  const user = useUser(userId);
  if (user.isPending) {
    return (
      <div className="flex justify-center py-10 text-brand-700">
        <Spinner label="Loading user..." />
      </div>
    );
  }
  if (user.isError) {
    return (
      <>
        <Alert tone="error">{user.error.message}</Alert>
        <DialogActions>
          <Button variant="secondary" onClick={onDone}>
            {SHELL_TEXT.close}
          </Button>
        </DialogActions>
      </>
    );
  }
  return <EditUserFormBody user={user.data} onDone={onDone} />;
}
