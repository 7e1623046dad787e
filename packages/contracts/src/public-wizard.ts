import { z } from "zod";
import { industryTypeField } from "./account.js";
import { PHONE_PATTERN, UK_POSTCODE_PATTERN } from "./patterns.js";
import { emailAddress, text } from "./primitives.js";
import type { ProjectInput } from "./projects.js";

/** The public wizard's own messages (spec 01 §5.4): its wording differs from registration's (§5.2). */
export const PUBLIC_WIZARD_MESSAGES = {
  firstNameRequired: "First Name is required",
  lastNameRequired: "Last Name is required",
  emailRequired: "Email is required",
  emailInvalid: "Invalid email",
  phoneRequired: "Phone number is required",
  phoneInvalid: "Invalid phone number",
  address1Required: "Address Line 1 is required",
  townRequired: "Town is required",
  postcodeRequired: "Postcode is required",
  postcodeInvalid: "Invalid postcode",
  jobTitleRequired: "Job Title is required",
  companyRequired: "Company is required",
  industryTypeRequired: "Industry Type is required",
  projectNameRequired: "Project Name is required",
  /** Spec 01 §5.4 names the rule but not its words: the default '{Label} is required' of §5.6. */
  sitePostcodeRequired: "Site Postcode is required",
} as const;

/** A blank required field reports only that it is required, not also that it is malformed. */
const requiredText = (message: string, max: number) =>
  text({ error: message }).trim().min(1, { error: message, abort: true }).max(max);
const optionalText = (max: number) => text().trim().max(max);
const postcode = (required: string) =>
  text({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .regex(UK_POSTCODE_PATTERN, PUBLIC_WIZARD_MESSAGES.postcodeInvalid);

/**
 * User Details (spec 01 §3.6, §5.4). The fields carry the names registration's form gives them (addressLine1,
 * postCode), so the wizard shows the same contact blocks; registering later asks for them again.
 */
export const PublicUserDetailsSchema = z.object({
  firstName: requiredText(PUBLIC_WIZARD_MESSAGES.firstNameRequired, 100),
  lastName: requiredText(PUBLIC_WIZARD_MESSAGES.lastNameRequired, 100),
  email: emailAddress({ required: PUBLIC_WIZARD_MESSAGES.emailRequired, invalid: PUBLIC_WIZARD_MESSAGES.emailInvalid }),
  phoneNumber: requiredText(PUBLIC_WIZARD_MESSAGES.phoneRequired, 30).regex(
    PHONE_PATTERN,
    PUBLIC_WIZARD_MESSAGES.phoneInvalid,
  ),
  addressLine1: requiredText(PUBLIC_WIZARD_MESSAGES.address1Required, 200),
  addressLine2: optionalText(200),
  town: requiredText(PUBLIC_WIZARD_MESSAGES.townRequired, 100),
  postCode: postcode(PUBLIC_WIZARD_MESSAGES.postcodeRequired),
  jobTitle: requiredText(PUBLIC_WIZARD_MESSAGES.jobTitleRequired, 100),
  company: requiredText(PUBLIC_WIZARD_MESSAGES.companyRequired, 200),
  industryType: industryTypeField(PUBLIC_WIZARD_MESSAGES.industryTypeRequired),
  acceptMarketingByEmail: z.boolean(),
  acceptMarketingByPost: z.boolean(),
  acceptOptInToThirdParties: z.boolean(),
});

/** Project Details (spec 01 §3.6, §5.4): only the name and the site postcode are required. */
export const PublicProjectDetailsSchema = z.object({
  projectName: requiredText(PUBLIC_WIZARD_MESSAGES.projectNameRequired, 200),
  siteAddress1: optionalText(200),
  siteTown: optionalText(100),
  sitePostcode: postcode(PUBLIC_WIZARD_MESSAGES.sitePostcodeRequired),
});

export const PublicWizardFormSchema = PublicUserDetailsSchema.extend(PublicProjectDetailsSchema.shape);
export type PublicWizardFormInput = z.input<typeof PublicWizardFormSchema>;
export type PublicWizardForm = z.output<typeof PublicWizardFormSchema>;

/** The site address the wizard geocodes (spec 01 §4.2): address line, town and postcode, blanks left out. */
export function publicSiteAddress(values: Pick<PublicWizardForm, "siteAddress1" | "siteTown" | "sitePostcode">) {
  return [values.siteAddress1, values.siteTown, values.sitePostcode]
    .map((part) => part.trim())
    .filter((part) => part !== "")
    .join(", ");
}

/** The project the wizard creates (spec 01 §3.7): the site from Project Details, the customer from User Details. */
export function publicProjectInput(
  values: PublicWizardForm,
  coordinates: { lat: number | null; lng: number | null },
): ProjectInput {
  const orNull = (value: string) => (value.trim() === "" ? null : value.trim());
  return {
    name: values.projectName,
    postCode: values.sitePostcode,
    address: orNull(values.siteAddress1),
    town: orNull(values.siteTown),
    lat: coordinates.lat,
    long: coordinates.lng,
    customerName: values.company,
    customerAddress1: values.addressLine1,
    customerAddress2: orNull(values.addressLine2),
    customerAddressTown: values.town,
    customerAddressPostCode: values.postCode,
  };
}
