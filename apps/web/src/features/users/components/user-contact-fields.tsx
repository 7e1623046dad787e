import { FIELD_LABELS } from "@portal/contracts";
import type { UseFormRegisterReturn } from "react-hook-form";
import { TextField } from "@/components/ui/form/text-field";

export type ContactField =
  | "phoneNumber"
  | "jobTitle"
  | "company"
  | "addressLine1"
  | "addressLine2"
  | "town"
  | "postCode";

/** The contact and address inputs both user dialogs share. */
export function UserContactFields({
  register,
  errors,
}: {
  register: (name: ContactField) => UseFormRegisterReturn;
  errors: Partial<Record<ContactField, { message?: string } | undefined>>;
}) {
  return (
    <>
      <TextField
        label={FIELD_LABELS.phoneNumber}
        type="tel"
        error={errors.phoneNumber?.message}
        {...register("phoneNumber")}
      />
      <TextField label={FIELD_LABELS.jobTitle} error={errors.jobTitle?.message} {...register("jobTitle")} />
      <TextField label={FIELD_LABELS.company} error={errors.company?.message} {...register("company")} />
      <TextField label={FIELD_LABELS.addressLine1} error={errors.addressLine1?.message} {...register("addressLine1")} />
      <TextField label={FIELD_LABELS.addressLine2} error={errors.addressLine2?.message} {...register("addressLine2")} />
      <TextField label={FIELD_LABELS.town} error={errors.town?.message} {...register("town")} />
      <TextField label={FIELD_LABELS.postCode} error={errors.postCode?.message} {...register("postCode")} />
    </>
  );
}
