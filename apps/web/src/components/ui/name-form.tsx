import { zodResolver } from "@hookform/resolvers/zod";
import { NameSchema } from "@portal/contracts";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { FormDialogButtons } from "./dialog";
import { TextField } from "./form/text-field";
import type { NameDialogProps } from "./name-dialog";

type NameValues = z.input<typeof NameSchema>;

/** The name dialog's form: one required name field, validated with the contract's schema. */
export function NameForm({
  defaultName,
  submitText,
  label = "Name",
  isPending = false,
  onSubmit,
  onClose,
}: Omit<NameDialogProps, "open" | "title">) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NameValues, unknown, z.output<typeof NameSchema>>({
    resolver: zodResolver(NameSchema),
    defaultValues: { name: defaultName },
  });
  const busy = isPending || isSubmitting;

  const submit = handleSubmit(async ({ name }) => {
    try {
      await onSubmit(name);
      onClose();
    } catch {
      // Reported by the call that failed; the dialog stays open so the user can retry or cancel.
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <TextField label={label} required autoComplete="off" error={errors.name?.message} {...register("name")} />
      <FormDialogButtons submitLabel={submitText} isPending={busy} onCancel={onClose} />
    </form>
  );
}
