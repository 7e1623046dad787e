import { z } from "zod";
import { NAME_MIN_LENGTH } from "./constants.js";
import { PHONE_PATTERN, UK_POSTCODE_PATTERN } from "./patterns.js";
import { databaseInteger, INPUT_MESSAGES, isEmailAddress, text } from "./primitives.js";

const trimmed = (max: number) => text().trim().max(max);
const industryTypeOutOfRange = INPUT_MESSAGES.outOfRange("Industry type");

/** The signed-in user's own profile (spec 02 §3). */
export const ProfileSchema = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  town: z.string().nullable(),
  postCode: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  jobTitle: z.string().nullable(),
  company: z.string().nullable(),
  industryType: z.number().int(),
  acceptMarketingByEmail: z.boolean(),
  acceptMarketingByPost: z.boolean(),
  acceptOptInToThirdParties: z.boolean(),
});
export type Profile = z.infer<typeof ProfileSchema>;

const requiredFor = (isRequired: boolean, label: string, max: number) =>
  isRequired
    ? trimmed(max).min(1, `${label} is required`)
    : trimmed(max)
        .nullish()
        .transform((value) => value ?? "");

/**
 * Profile rules (spec 02 §5): names always required, email read-only; address, phone, job and
 * industry required for everyone but administrators.
 */
export function profileUpdateSchema(options: { isAdmin: boolean }) {
  const isRequired = !options.isAdmin;
  return z
    .object({
      firstName: trimmed(100)
        .min(1, { message: "First name is required", abort: true })
        .min(NAME_MIN_LENGTH, "First name must be at least 2 characters"),
      lastName: trimmed(100)
        .min(1, { message: "Last name is required", abort: true })
        .min(NAME_MIN_LENGTH, "Last name must be at least 2 characters"),
      email: text().optional(),
      addressLine1: requiredFor(isRequired, "Address line 1", 200),
      addressLine2: trimmed(200)
        .nullish()
        .transform((value) => value ?? ""),
      town: requiredFor(isRequired, "Town", 100),
      postCode: requiredFor(isRequired, "Postcode", 10).refine(
        (value) => value === "" || UK_POSTCODE_PATTERN.test(value),
        "Postcode is invalid",
      ),
      phoneNumber: requiredFor(isRequired, "Phone number", 30).refine(
        (value) => value === "" || PHONE_PATTERN.test(value),
        "Phone number is invalid",
      ),
      jobTitle: requiredFor(isRequired, "Job title", 100),
      company: requiredFor(isRequired, "Company", 200),
      industryType: isRequired
        ? databaseInteger({ invalid: "Industry type is required", outOfRange: industryTypeOutOfRange }).min(
            1,
            "Industry type is required",
          )
        : databaseInteger({ invalid: "Industry type is invalid", outOfRange: industryTypeOutOfRange })
            .min(0, "Industry type is invalid")
            .default(0),
      acceptMarketingByEmail: z.boolean().default(false),
      acceptMarketingByPost: z.boolean().default(false),
      acceptOptInToThirdParties: z.boolean().default(false),
    })
    .refine((form) => !form.email || isEmailAddress(form.email), { path: ["email"], message: "Email is invalid" });
}
export type ProfileUpdateInput = z.input<ReturnType<typeof profileUpdateSchema>>;
export type ProfileUpdate = z.infer<ReturnType<typeof profileUpdateSchema>>;
/** The widest form of the update (administrators' rules) for typing the route body. */
export const ProfileUpdateBodySchema = profileUpdateSchema({ isAdmin: true });
