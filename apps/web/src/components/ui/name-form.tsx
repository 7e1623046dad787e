import { NameSchema } from "@portal/contracts";
import { useContractForm } from "@/lib/forms/use-contract-form";
import { FormDialogButtons } from "./dialog";
import { TextField } from "./form/text-field";
import type { NameDialogProps } from "./name-dialog";

/** The name dialog's form: one required name field, validated with the contract's schema the API uses. */
export function NameForm({
  defaultName,
  submitText,
  label = "Name",
  isPending = false,
  onSubmit,
  onClose,
}: Omit<NameDialogProps, "open" | "title">) {
  // A failure has been reported by the call that failed, and a server message about the name is on the field;
  // the dialog stays open so the user can retry or cancel.
  const {
    register,
    errors,
    onSubmit: submit,
    formState: { isSubmitting },
  } = useContractForm({
    schema: NameSchema,
    defaultValues: { name: defaultName },
    save: async ({ name }) => {
      await onSubmit(name);
      onClose();
    },
  });
  const busy = isPending || isSubmitting;

  return (
    <form onSubmit={submit} noValidate>
      <TextField label={label} required autoComplete="off" error={errors.name?.message} {...register("name")} />
      <FormDialogButtons submitLabel={submitText} isPending={busy} onCancel={onClose} />
    </form>
  );
}
