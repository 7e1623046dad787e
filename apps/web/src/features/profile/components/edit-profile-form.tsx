import { zodResolver } from "@hookform/resolvers/zod";
import { type Profile, type ProfileUpdateInput, profileUpdateSchema } from "@portal/contracts";
import { FIELD_LABELS, PROFILE_TEXT, SHELL_TEXT } from "@portal/contracts/ui";
import { useMemo } from "react";
import { type Path, useForm } from "react-hook-form";
import type { z } from "zod";
import { AddressFields, NameFields, WorkFields } from "@/components/contact-fields";
import { Button } from "@/components/ui/button";
import { DialogActions } from "@/components/ui/dialog";
import { CheckboxField } from "@/components/ui/form/checkbox-field";
import { TextField } from "@/components/ui/form/text-field";
import { ApiError } from "@/lib/api-error";
import { applyModelState } from "@/lib/forms/model-state";
import { useUpdateProfile } from "../api/update-profile";

type ProfileSchema = ReturnType<typeof profileUpdateSchema>;

const FIELDS: readonly Path<ProfileUpdateInput>[] = [
  "firstName",
  "lastName",
  "email",
  "addressLine1",
  "addressLine2",
  "town",
  "postCode",
  "phoneNumber",
  "jobTitle",
  "company",
  "industryType",
  "acceptMarketingByEmail",
  "acceptMarketingByPost",
  "acceptOptInToThirdParties",
];

function toFormValues(profile: Profile): ProfileUpdateInput {
  return {
    firstName: profile.firstName ?? "",
    lastName: profile.lastName ?? "",
    email: profile.email,
    addressLine1: profile.addressLine1 ?? "",
    addressLine2: profile.addressLine2 ?? "",
    town: profile.town ?? "",
    postCode: profile.postCode ?? "",
    phoneNumber: profile.phoneNumber ?? "",
    jobTitle: profile.jobTitle ?? "",
    company: profile.company ?? "",
    industryType: profile.industryType,
    acceptMarketingByEmail: profile.acceptMarketingByEmail,
    acceptMarketingByPost: profile.acceptMarketingByPost,
    acceptOptInToThirdParties: profile.acceptOptInToThirdParties,
  };
}

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
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<z.input<ProfileSchema>, unknown, z.output<ProfileSchema>>({
    resolver: zodResolver(schema),
    defaultValues: toFormValues(profile),
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      // Email is read-only: the profile keeps the address it has.
      await mutation.mutateAsync({ ...values, email: profile.email });
      onDone();
    } catch (error) {
      if (error instanceof ApiError) applyModelState(error.failure.body?.modelState, setError, FIELDS);
    }
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
        <CheckboxField label={FIELD_LABELS.acceptMarketingByEmail} {...register("acceptMarketingByEmail")} />
        <CheckboxField label={FIELD_LABELS.acceptMarketingByPost} {...register("acceptMarketingByPost")} />
        <CheckboxField label={FIELD_LABELS.acceptOptInToThirdParties} {...register("acceptOptInToThirdParties")} />
      </div>
      <DialogActions>
        <Button variant="secondary" onClick={onDone} disabled={mutation.isPending}>
          {SHELL_TEXT.cancel}
        </Button>
        <Button type="submit" isLoading={mutation.isPending}>
          {PROFILE_TEXT.save}
        </Button>
      </DialogActions>
    </form>
  );
}
