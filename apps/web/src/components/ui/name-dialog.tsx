import { zodResolver } from "@hookform/resolvers/zod";
import { NameSchema } from "@portal/contracts";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Dialog, FormDialogButtons } from "./dialog";
import { TextField } from "./form/text-field";

type NameValues = z.input<typeof NameSchema>;

export interface NameDialogProps {
  open: boolean;
  title: string;
  /** The name the field starts with: the current name to rename, name + " (Copy)" to clone (spec 02 §5). */
  defaultName: string;
  submitText: string;
  label?: string;
  isPending?: boolean;
  /** Resolves when done; a rejection keeps the dialog open (the failure has been reported where it was made). */
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
}

/** One name field, required ('Name cannot be empty.'): the rename and clone dialogs of plots, roofs and projects. */
export function NameDialog({ open, title, ...props }: NameDialogProps) {
  return (
    <Dialog open={open} title={title} onClose={props.onClose} noFooter size="sm">
      {/* Mounted only while open, so each opening starts from the given default name. */}
      {open ? <NameForm {...props} /> : null}
    </Dialog>
  );
}

function NameForm({
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
