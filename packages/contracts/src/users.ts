import { z } from "zod";
import { industryTypeField } from "./account.js";
import { CompanyMembershipSchema } from "./company-roles.js";
import { USERS_DEFAULT_PAGE_SIZE } from "./constants.js";
import { optionalQueryBoolean, PagingQuerySchema, sortByOneOf } from "./paging.js";
import { PHONE_PATTERN, UK_POSTCODE_PATTERN } from "./patterns.js";
import { databaseId, databaseInteger, emailAddress, INPUT_MESSAGES, nullableText } from "./primitives.js";
import { ProfileSchema } from "./profile.js";

const optionalPattern = (pattern: RegExp, message: string, max: number) =>
  nullableText(max).refine((value) => value === null || pattern.test(value), message);

export const RoleOptionSchema = z.object({ value: z.number().int(), label: z.string() });
export type RoleOption = z.infer<typeof RoleOptionSchema>;

export const IndustryTypeSchema = z.object({ value: z.number().int(), name: z.string() });
export type IndustryType = z.infer<typeof IndustryTypeSchema>;

/** A user as user administration sees it (spec 01 §3.8): the person's profile, the role and the account's state. */
export const AdminUserSchema = ProfileSchema.extend({
  id: z.number().int(),
  roleId: z.number().int(),
  role: z.string(),
  isLockedOut: z.boolean(),
  isEmailConfirmed: z.boolean(),
  createdDate: z.string(),
  lastLoginDate: z.string().nullable(),
  /** The company the user belongs to in the portal (decisions/companies.md "Companies"), not the company typed on the profile. */
  companyMembership: CompanyMembershipSchema.nullable(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

/** Columns the users table may sort by; anything else falls back to the default. */
export const USER_SORT_FIELDS = [
  "name",
  "email",
  "role",
  "company",
  "jobTitle",
  "town",
  "isLockedOut",
  "createdDate",
  "lastLoginDate",
] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

export const UsersQuerySchema = PagingQuerySchema.extend({
  pageSize: z.coerce.number().int().min(1).max(100).default(USERS_DEFAULT_PAGE_SIZE),
  sortBy: sortByOneOf(USER_SORT_FIELDS),
  name: nullableText(200),
  email: nullableText(254),
  roleId: z
    .union([z.literal(""), databaseId("Role is invalid")])
    .optional()
    .transform((value) => (value === "" ? undefined : value)),
  acceptMarketingByEmail: optionalQueryBoolean,
  acceptMarketingByPost: optionalQueryBoolean,
  acceptOptInToThirdParties: optionalQueryBoolean,
});
export type UsersQuery = z.infer<typeof UsersQuerySchema>;

export const UsersPageSchema = z.object({ users: z.array(AdminUserSchema), totalCount: z.number().int() });
export type UsersPage = z.infer<typeof UsersPageSchema>;

/** Add User (spec 01 §5.5): the new user sets their own password from the mail they receive. */
/** The work and address fields an administrator sets on Add User and Edit User Details (spec 01 §5.5). */
const workAndAddressFields = {
  phoneNumber: optionalPattern(PHONE_PATTERN, "Phone number is invalid", 30),
  jobTitle: nullableText(100),
  company: nullableText(200),
  addressLine1: nullableText(200),
  addressLine2: nullableText(200),
  town: nullableText(100),
  postCode: optionalPattern(UK_POSTCODE_PATTERN, "Postcode is invalid", 10),
};

export const CreateUserSchema = z.object({
  email: emailAddress({ required: "Email is required", invalid: "Email is invalid" }),
  roleId: databaseId("Role is required"),
  firstName: nullableText(100),
  lastName: nullableText(100),
  ...workAndAddressFields,
  industryType: databaseInteger({
    invalid: "Industry type is invalid",
    outOfRange: INPUT_MESSAGES.outOfRange("Industry type"),
  })
    .min(0, "Industry type is invalid")
    .default(0),
  acceptMarketingByEmail: z.boolean().default(false),
  acceptMarketingByPost: z.boolean().default(false),
  acceptOptInToThirdParties: z.boolean().default(false),
});
export type CreateUserInput = z.input<typeof CreateUserSchema>;
export type CreateUser = z.infer<typeof CreateUserSchema>;

/**
 * Edit User Details (spec 01 §5.5). The body is the user merged with the form; name, email and
 * marketing fields are shown disabled, so the server takes only the editable fields from it.
 */
export const UpdateUserSchema = z.object({
  id: databaseId().optional(),
  roleId: databaseId("Role is required"),
  ...workAndAddressFields,
  industryType: industryTypeField("Industry type is required"),
  /** Unticking this unlocks an account locked by failed sign-ins. */
  isLockedOut: z.boolean().optional(),
});
export type UpdateUserInput = z.input<typeof UpdateUserSchema>;
export type UpdateUser = z.infer<typeof UpdateUserSchema>;

export const CreateUserResponseSchema = z.object({ id: z.number().int().optional(), error: z.string().optional() });

export const IdParamsSchema = z.object({ id: databaseId() });
