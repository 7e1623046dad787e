import { CreateCompanySchema } from "@portal/contracts";
import { COMPANY_TEXT } from "@portal/contracts/ui";
import { Button } from "@/components/ui/button";
import { FormDialogButtons } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/form/text-field";
import { useContractForm } from "@/lib/forms/use-contract-form";

export interface CompanyNameFormProps {
  defaultName?: string;
  submitText: string;
  /** Resolves when saved; a rejection keeps the form (the API client has reported it, field messages land). */
  onSave: (name: string) => Promise<unknown>;
  /** In a dialog: Cancel and the submit in the dialog's footer row. */
  onCancel?: () => void;
}

/** The company's name ('Company name is required'), for creating a company and renaming it. */
export function CompanyNameForm({ defaultName = "", submitText, onSave, onCancel }: CompanyNameFormProps) {
  const {
    register,
    errors,
    onSubmit,
    formState: { isSubmitting },
  } = useContractForm({
    schema: CreateCompanySchema,
    defaultValues: { name: defaultName },
    save: async ({ name }) => {
      await onSave(name);
    },
  });
  const field = (
    <TextField
      label={COMPANY_TEXT.nameLabel}
      required
      autoComplete="organization"
      error={errors.name?.message}
      {...register("name")}
    />
  );
  if (onCancel) {
    return (
      <form onSubmit={onSubmit} noValidate>
        {field}
        <FormDialogButtons submitLabel={submitText} isPending={isSubmitting} onCancel={onCancel} />
      </form>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <div className="sm:w-80">{field}</div>
      <Button type="submit" isLoading={isSubmitting} className="sm:mt-6">
        {submitText}
      </Button>
    </form>
  );
}
