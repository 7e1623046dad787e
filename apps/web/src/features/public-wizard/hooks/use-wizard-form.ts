import { zodResolver } from "@hookform/resolvers/zod";
import {
  PublicUserDetailsSchema,
  type PublicWizardForm,
  type PublicWizardFormInput,
  PublicWizardFormSchema,
} from "@portal/contracts";
import { type UseFormReturn, useForm, useFormState, useWatch } from "react-hook-form";
import { contactFormValues } from "@/lib/forms/form-values";

export type WizardForm = UseFormReturn<PublicWizardFormInput, unknown, PublicWizardForm>;

export const EMPTY_PROJECT_DETAILS = { projectName: "", siteAddress1: "", siteTown: "", sitePostcode: "" };

/** User and Project Details (spec 01 §3.6), checked on blur (§5.4); `remembered` after a reload. */
export function useWizardForm(remembered?: PublicWizardFormInput): WizardForm {
  return useForm<PublicWizardFormInput, unknown, PublicWizardForm>({
    resolver: zodResolver(PublicWizardFormSchema),
    mode: "onBlur",
    defaultValues: { ...contactFormValues(), email: "", ...EMPTY_PROJECT_DETAILS, ...remembered },
  });
}

/** The user fields are valid, whatever has been blurred yet: the project fields open then (spec 01 §4.2). */
export function useUserDetailsValid(form: WizardForm): boolean {
  const values = useWatch({ control: form.control });
  return PublicUserDetailsSchema.safeParse(values).success;
}

/** The text fields a person types; a field counts as entered once it has been left (blurred). */
const TYPED_REQUIRED_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "phoneNumber",
  "addressLine1",
  "town",
  "postCode",
  "jobTitle",
  "company",
  "projectName",
  "sitePostcode",
] as const satisfies readonly (keyof PublicWizardFormInput)[];

/**
 * Every required field entered and the whole form valid (spec 01 §4.2): the moment the wizard may create the
 * project. A field still being typed in does not count, so a half-typed project name never becomes a project.
 */
export function useDetailsComplete(form: WizardForm): PublicWizardForm | null {
  const values = useWatch({ control: form.control });
  const { touchedFields } = useFormState({ control: form.control });
  if (!TYPED_REQUIRED_FIELDS.every((field) => touchedFields[field])) return null;
  const parsed = PublicWizardFormSchema.safeParse(values);
  return parsed.success ? parsed.data : null;
}
