import { RegisterSchema } from "@portal/contracts";
import { AUTH_TEXT, FIELD_LABELS } from "@portal/contracts/ui";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { AddressFields, MarketingFields, NameFields, WorkFields } from "@/components/contact-fields";
import { EmailField } from "@/components/email-field";
import { Button } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/form/checkbox-field";
import { paths } from "@/config/paths";
import { contactFormValues } from "@/lib/forms/form-values";
import { useContractForm } from "@/lib/forms/use-contract-form";
import { showErrorToast } from "@/lib/toast";
import { useRegister } from "../api/register";
import { REGISTER_MODEL_STATE_REDIRECTS, recheckRegistration, registerErrorFallback } from "../registration-checks";
import { NewPasswordFields } from "./new-password-fields";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4">
      <legend className="mb-3 text-sm font-semibold uppercase tracking-wide text-slate-500">{title}</legend>
      {children}
    </fieldset>
  );
}

/** The registration form (spec 01 §3.4, §5.2); on success the parent shows where the verification mail went. */
export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const registerMutation = useRegister();
  const { register, control, errors, setError, onSubmit } = useContractForm({
    schema: RegisterSchema,
    defaultValues: {
      ...contactFormValues(),
      email: "",
      hasAcceptedTermsAndConditions: false,
      password: "",
      confirmPassword: "",
    },
    save: async (values) => {
      const problem = recheckRegistration(values);
      if (problem) {
        setError(problem.field, { type: "validate", message: problem.message });
        return;
      }
      await registerMutation.mutateAsync(values);
      onRegistered(values.email);
    },
    modelStateRedirects: REGISTER_MODEL_STATE_REDIRECTS,
    // A failure that never reached the server: the client-side registration error (code 999).
    onUnreachable: () => showErrorToast(registerErrorFallback),
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-8">
      <Section title="Your details">
        <div className="grid gap-4 sm:grid-cols-2">
          <NameFields register={register} errors={errors} required />
          <EmailField register={register} errors={errors} autoComplete="email" />
          <WorkFields register={register} errors={errors} control={control} required />
        </div>
      </Section>
      <Section title="Address">
        <div className="grid gap-4 sm:grid-cols-2">
          <AddressFields register={register} errors={errors} required />
        </div>
      </Section>
      <Section title="Password">
        <div className="grid gap-4 sm:grid-cols-2">
          <NewPasswordFields register={register} errors={errors} passwordLabel={FIELD_LABELS.password} />
        </div>
      </Section>
      <Section title="Preferences">
        <MarketingFields register={register} errors={errors} />
        <CheckboxField
          label={FIELD_LABELS.hasAcceptedTermsAndConditions}
          required
          error={errors.hasAcceptedTermsAndConditions?.message}
          {...register("hasAcceptedTermsAndConditions")}
        />
      </Section>
      <div className="flex flex-col-reverse items-center justify-between gap-4 sm:flex-row">
        <p className="text-sm text-slate-600">
          Already registered?{" "}
          <Link to={paths.login} className="font-medium text-brand-700 hover:text-brand-800 hover:underline">
            {AUTH_TEXT.signInInstead}
          </Link>
        </p>
        <Button type="submit" isLoading={registerMutation.isPending} className="w-full sm:w-auto">
          {AUTH_TEXT.registerSubmit}
        </Button>
      </div>
    </form>
  );
}
