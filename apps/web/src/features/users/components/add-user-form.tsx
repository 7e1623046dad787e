import { CreateUserSchema } from "@portal/contracts";
import { USERS_TEXT } from "@portal/contracts/ui";
import { AddressFields, MarketingFields, NameFields, WorkFields } from "@/components/contact-fields";
import { EmailField } from "@/components/email-field";
import { FormDialogButtons } from "@/components/ui/dialog";
import { contactFormValues } from "@/lib/forms/form-values";
import { useContractForm } from "@/lib/forms/use-contract-form";
import { useCreateUser } from "../api/create-user";
import { RoleSelect } from "./role-select";

/** Add User (spec 01 §5.5): email and role required; the new user sets a password from the mail they receive. */
export function AddUserForm({ onDone }: { onDone: () => void }) {
  const mutation = useCreateUser();
  const { register, control, errors, onSubmit } = useContractForm({
    schema: CreateUserSchema,
    defaultValues: { ...contactFormValues(), email: "", roleId: "" },
    save: async (values) => {
      await mutation.mutateAsync(values);
      onDone();
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <p className="mb-5 text-sm text-slate-600">The new user receives an email with a link to set their password.</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <EmailField register={register} errors={errors} />
        <RoleSelect control={control} error={errors.roleId?.message} />
        <NameFields register={register} errors={errors} />
        <WorkFields register={register} errors={errors} control={control} />
        <AddressFields register={register} errors={errors} />
      </div>
      <div className="mt-6 space-y-3">
        <MarketingFields register={register} />
      </div>
      <FormDialogButtons submitLabel={USERS_TEXT.save} isPending={mutation.isPending} onCancel={onDone} />
    </form>
  );
}
