import { zodResolver } from "@hookform/resolvers/zod";
import { RegisterSchema } from "@portal/contracts";
import { AUTH_TEXT, FIELD_LABELS } from "@portal/contracts/ui";
import type { ReactNode } from "react";
import { type Path, useForm } from "react-hook-form";
import { Link } from "react-router";
import type { z } from "zod";
import { AddressFields, NameFields, WorkFields } from "@/components/contact-fields";
import { Button } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/form/checkbox-field";
import { PasswordField } from "@/components/ui/form/password-field";
import { TextField } from "@/components/ui/form/text-field";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-error";
import { applyModelState } from "@/lib/forms/model-state";
import { showErrorToast } from "@/lib/toast";
import { useRegister } from "../api/register";
import { REGISTER_MODEL_STATE_REDIRECTS, recheckRegistration, registerErrorFallback } from "../registration-checks";

type RegisterForm = z.input<typeof RegisterSchema>;

const FIELDS: readonly Path<RegisterForm>[] = [
  "firstName",
  "lastName",
  "email",
  "phoneNumber",
  "jobTitle",
  "company",
  "addressLine1",
  "addressLine2",
  "town",
  "postCode",
  "industryType",
  "acceptMarketingByEmail",
  "acceptMarketingByPost",
  "acceptOptInToThirdParties",
  "hasAcceptedTermsAndConditions",
  "password",
  "confirmPassword",
];

const defaultValues: RegisterForm = {
  firstName: "",
  lastName: "",
  email: "",
  phoneNumber: "",
  jobTitle: "",
  company: "",
  addressLine1: "",
  addressLine2: "",
  town: "",
  postCode: "",
  industryType: 0,
  acceptMarketingByEmail: false,
  acceptMarketingByPost: false,
  acceptOptInToThirdParties: false,
  hasAcceptedTermsAndConditions: false,
  password: "",
  confirmPassword: "",
};

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
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegisterForm, unknown, z.output<typeof RegisterSchema>>({
    resolver: zodResolver(RegisterSchema),
    defaultValues,
  });

  const onSubmit = handleSubmit(async (values) => {
    const problem = recheckRegistration(values);
    if (problem) {
      setError(problem.field, { type: "validate", message: problem.message });
      return;
    }
    try {
      await registerMutation.mutateAsync(values);
      onRegistered(values.email);
    } catch (error) {
      if (error instanceof ApiError) {
        if (error.status === 400)
          applyModelState(error.failure.body?.modelState, setError, FIELDS, REGISTER_MODEL_STATE_REDIRECTS);
        return;
      }
      // A failure that never reached the server: the client-side registration error (code 999).
      showErrorToast(registerErrorFallback);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-8">
      <Section title="Your details">
        <div className="grid gap-4 sm:grid-cols-2">
          <NameFields register={register} errors={errors} required />
          <TextField
            label={FIELD_LABELS.email}
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            {...register("email")}
          />
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
          <PasswordField
            label={FIELD_LABELS.password}
            autoComplete="new-password"
            required
            hint="At least 12 characters."
            error={errors.password?.message}
            {...register("password")}
          />
          <PasswordField
            label={FIELD_LABELS.confirmPassword}
            autoComplete="new-password"
            required
            error={errors.confirmPassword?.message}
            {...register("confirmPassword")}
          />
        </div>
      </Section>
      <Section title="Preferences">
        <CheckboxField
          label={FIELD_LABELS.acceptMarketingByEmail}
          error={errors.acceptMarketingByEmail?.message}
          {...register("acceptMarketingByEmail")}
        />
        <CheckboxField
          label={FIELD_LABELS.acceptMarketingByPost}
          error={errors.acceptMarketingByPost?.message}
          {...register("acceptMarketingByPost")}
        />
        <CheckboxField
          label={FIELD_LABELS.acceptOptInToThirdParties}
          error={errors.acceptOptInToThirdParties?.message}
          {...register("acceptOptInToThirdParties")}
        />
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
