import { type Profile, profileUpdateSchema } from "@portal/contracts";
import { FIELD_LABELS, PROFILE_TEXT } from "@portal/contracts/ui";
import { useMemo } from "react";
import { AddressFields, MarketingFields, NameFields, WorkFields } from "@/components/contact-fields";
import { FormDialogButtons } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/form/text-field";
import { contactFormValues } from "@/lib/forms/form-values";
import { useContractForm } from "@/lib/forms/use-contract-form";
import { useUpdateProfile } from "../api/update-profile";

/**
 * Edit Profile (spec 02 §5): names always required, email read-only; the address, phone, job and industry
 * fields are required for everyone but administrators.
 */
export function EditProfileForm({
  profile,
  isAdmin,
  onDone,
}: {
  profile: Profile;
  isAdmin: boolean;
  onDone: () => void;
}) {
  const schema = useMemo(() => profileUpdateSchema({ isAdmin }), [isAdmin]);
  const mutation = useUpdateProfile();
  const isRequired = !isAdmin;
  const { register, control, errors, onSubmit } = useContractForm({
    schema,
    defaultValues: { ...contactFormValues(profile), email: profile.email },
    save: async (values) => {
      // Email is read-only: the profile keeps the address it has.
      await mutation.mutateAsync({ ...values, email: profile.email });
      onDone();
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <NameFields register={register} errors={errors} required />
        <TextField
          label={FIELD_LABELS.email}
          type="email"
          readOnly
          disabled
          value={profile.email}
          containerClassName="sm:col-span-2"
        />
        <WorkFields register={register} errors={errors} control={control} required={isRequired} />
        <AddressFields register={register} errors={errors} required={isRequired} />
      </div>
      <div className="mt-6 space-y-3">
        <MarketingFields register={register} />
      </div>
      <FormDialogButtons submitLabel={PROFILE_TEXT.save} isPending={mutation.isPending} onCancel={onDone} />
    </form>
  );
}
