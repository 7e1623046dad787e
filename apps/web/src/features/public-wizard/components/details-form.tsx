import { PUBLIC_WIZARD_TEXT } from "@portal/contracts/ui";
import type { ReactNode } from "react";
import { AddressFields, MarketingFields, NameFields, WorkFields } from "@/components/contact-fields";
import { EmailField } from "@/components/email-field";
import { CardSection } from "@/components/ui/card";
import { TextField } from "@/components/ui/form/text-field";
import type { WizardForm } from "../hooks/use-wizard-form";

function Fields({ disabled, hint, children }: { disabled: boolean; hint?: string; children: ReactNode }) {
  return (
    // A disabled fieldset disables every control inside it, the searchable select's included.
    <fieldset disabled={disabled} className="mt-4 disabled:opacity-70">
      {hint ? <p className="mb-3 text-sm text-slate-600">{hint}</p> : null}
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/**
 * User Details and Project Details (spec 01 §2.8, §3.6). Project Details stay disabled until the visitor has a
 * session and valid user details (§4.2). Once the project exists both are kept as they were saved with it.
 */
export function DetailsForm({
  form,
  isProjectOpen,
  isSaved,
}: {
  form: WizardForm;
  isProjectOpen: boolean;
  isSaved: boolean;
}) {
  const { register, control } = form;
  const errors = form.formState.errors;
  return (
    <div className="grid gap-6">
      <CardSection title={PUBLIC_WIZARD_TEXT.userDetails} headingId="public-wizard-user" className="p-5">
        <Fields disabled={isSaved} hint={isSaved ? PUBLIC_WIZARD_TEXT.emailLocked : undefined}>
          <NameFields register={register} errors={errors} required />
          <EmailField register={register} errors={errors} autoComplete="email" />
          <WorkFields register={register} errors={errors} control={control} required />
          <AddressFields register={register} errors={errors} required />
          <div className="grid gap-2 sm:col-span-2">
            <MarketingFields register={register} errors={errors} />
          </div>
        </Fields>
      </CardSection>
      <CardSection title={PUBLIC_WIZARD_TEXT.projectDetails} headingId="public-wizard-project" className="p-5">
        <Fields
          disabled={isSaved || !isProjectOpen}
          hint={isSaved || isProjectOpen ? undefined : PUBLIC_WIZARD_TEXT.projectDetailsLocked}
        >
          <TextField
            label={PUBLIC_WIZARD_TEXT.projectName}
            required
            error={errors.projectName?.message}
            {...register("projectName")}
          />
          <TextField
            label={PUBLIC_WIZARD_TEXT.siteAddress1}
            autoComplete="off"
            error={errors.siteAddress1?.message}
            {...register("siteAddress1")}
          />
          <TextField
            label={PUBLIC_WIZARD_TEXT.siteTown}
            autoComplete="off"
            error={errors.siteTown?.message}
            {...register("siteTown")}
          />
          <TextField
            label={PUBLIC_WIZARD_TEXT.sitePostcode}
            required
            autoComplete="off"
            error={errors.sitePostcode?.message}
            {...register("sitePostcode")}
          />
        </Fields>
      </CardSection>
    </div>
  );
}
