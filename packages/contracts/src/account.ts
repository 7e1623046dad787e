import { z } from "zod";
import { NAME_MIN_LENGTH, PASSWORD_MIN_LENGTH } from "./constants.js";
import { PHONE_PATTERN, UK_POSTCODE_PATTERN } from "./patterns.js";
import { databaseId, databaseInteger, emailAddress, INPUT_MESSAGES, nullableText, text } from "./primitives.js";
import { ROLE_NAMES } from "./roles.js";

const requiredText = (message: string) => text({ error: message }).trim().min(1, message);

/** Sign-in (spec 01 §5.1): also accepted as query parameters. */
export const LoginSchema = z.object({
  email: emailAddress({ required: "Email is required", invalid: "Invalid email" }),
  password: text({ error: "Password is required" }).min(1, "Password is required"),
});
export type Login = z.infer<typeof LoginSchema>;

/**
 * Login's query parameters (spec 01 §7). Each is optional, as a JSON body may carry it instead, which keeps the
 * credentials out of URLs.
 */
export const LoginQuerySchema = z.object({ email: z.string().optional(), password: z.string().optional() });
/**
 * Login's request as the route checks it: the JSON body, any field it leaves out taken from the query. Each field
 * is first checked to be text, so a value of another type (a repeated parameter) is refused as such; then
 * LoginSchema words what is missing or invalid.
 */
export const LoginRequestSchema = LoginQuerySchema.pipe(LoginSchema);

export const TokenPairSchema = z.object({ authToken: z.string(), refreshToken: z.string() });
export type TokenPair = z.infer<typeof TokenPairSchema>;

export const RefreshQuerySchema = z.object({ refreshToken: text().min(1, "Refresh token is required") });
export const LogoutQuerySchema = z.object({ refreshToken: text().optional() });

export const ForgottenPasswordSchema = z.object({
  email: emailAddress({ required: "Email is required", invalid: "Invalid email" }),
});
export type ForgottenPassword = z.infer<typeof ForgottenPasswordSchema>;

/**
 * The public wizard's session request (spec 01 §7): POST /api/Account/SessionToken?email=. The e-mail may come in
 * the JSON body instead, as for Login.
 */
export const SessionTokenQuerySchema = z.object({ email: z.string().optional() });
/**
 * The session request as the route checks it: the JSON body, its e-mail taken from the query when it has none. The
 * wizard also sends the visitor's name in the body (never in the address), kept with the session for the documents
 * it asks for. Each field is first checked to be text, as for Login.
 */
export const SessionTokenRequestSchema = SessionTokenQuerySchema.extend({
  firstName: z.string().optional(),
  lastName: z.string().optional(),
}).pipe(
  z.object({
    email: emailAddress({ required: "Email is required", invalid: "Invalid email" }),
    firstName: text().trim().max(100).optional(),
    lastName: text().trim().max(100).optional(),
  }),
);
export type SessionTokenRequest = z.output<typeof SessionTokenRequestSchema>;

/** Its answer: "a token string", the access token of the visitor's new anonymous session, as a JSON string. */
export const SessionTokenSchema = z.string();

/** 0 is the form's "nothing chosen yet" value (spec 01 §9), so a real choice is 1 or more. */
export const industryTypeField = (message: string) =>
  databaseInteger({ invalid: message, outOfRange: INPUT_MESSAGES.outOfRange("Industry type") }).min(1, message);

/** Registration payload (spec 01 §3.4) with the rules of §5.2. */
export const RegisterSchema = z
  .object({
    firstName: requiredText("First name is required").pipe(
      z.string().min(NAME_MIN_LENGTH, "First name must be at least 2 characters").max(100),
    ),
    lastName: requiredText("Last name is required").pipe(
      z.string().min(NAME_MIN_LENGTH, "Last name must be at least 2 characters").max(100),
    ),
    email: emailAddress({ required: "Email is required", invalid: "Invalid email format" }),
    phoneNumber: requiredText("Please enter your phone number").pipe(
      z.string().max(30).regex(PHONE_PATTERN, "Invalid phone number format"),
    ),
    jobTitle: requiredText("Job title is required").pipe(z.string().max(100)),
    company: requiredText("Company is required").pipe(z.string().max(200)),
    addressLine1: requiredText("Address line 1 is required").pipe(z.string().max(200)),
    addressLine2: nullableText(200),
    town: requiredText("Town is required").pipe(z.string().max(100)),
    postCode: requiredText("Postcode is required").pipe(z.string().regex(UK_POSTCODE_PATTERN, "Postcode is invalid")),
    industryType: industryTypeField("Industry type is required"),
    acceptMarketingByEmail: z.boolean().default(false),
    acceptMarketingByPost: z.boolean().default(false),
    acceptOptInToThirdParties: z.boolean().default(false),
    hasAcceptedTermsAndConditions: z
      .boolean({ error: "You must accept the terms and conditions" })
      .refine((accepted) => accepted, "You must accept the terms and conditions"),
    password: text({ error: "Password is required" })
      .min(1, { message: "Password is required", abort: true })
      .min(PASSWORD_MIN_LENGTH, "Password must be at least 12 characters")
      .max(256),
    confirmPassword: text({ error: "Please confirm your password" }).min(1, "Please confirm your password"),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: "Passwords do not match",
    path: ["confirmPassword"],
  });
export type RegisterInput = z.input<typeof RegisterSchema>;
export type Register = z.infer<typeof RegisterSchema>;

/** The link in the verification mail carries these two. */
export const ConfirmEmailSchema = z.object({
  userId: databaseId("UserId is invalid"),
  code: text({ error: "Code is required" }).min(1, "Code is required").max(512),
});
export type ConfirmEmail = z.infer<typeof ConfirmEmailSchema>;

/** Set-new-password form (spec 01 §5.3) and its payload (§3.5). */
export const PasswordResetSchema = z
  .object({
    userId: databaseId("UserId is invalid"),
    code: text({ error: "Code is required" }).min(1, "Code is required").max(512),
    password: text({ error: "Password is required" })
      .min(1, { message: "Password is required", abort: true })
      .min(PASSWORD_MIN_LENGTH, "The password must be at least 12 characters long")
      .max(256),
    confirmPassword: text({ error: "Please confirm your password" }).min(1, "Please confirm your password"),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: "Passwords do not match",
    path: ["confirmPassword"],
  });
export type PasswordReset = z.infer<typeof PasswordResetSchema>;

/** The identity call (spec 01 §3.1): role, the five flags, and who the user is. */
export const WhoAmISchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.enum(ROLE_NAMES as [string, ...string[]]),
  isAdmin: z.boolean(),
  isTasUser: z.boolean(),
  isAsmUser: z.boolean(),
  isAuthenticated: z.boolean(),
  isAnonymous: z.boolean(),
});
export type WhoAmI = z.infer<typeof WhoAmISchema>;

export const MessageResponseSchema = z.object({ message: z.string() });

/** Application configuration served as settings.json (spec 01 §3.3). */
export const AppSettingsSchema = z.object({
  appSettings: z.object({
    apiUrl: z.string(),
    environment: z.string(),
    helpUrl: z.string(),
    solarConfiguratorUrl: z.string(),
    mapTileUrl: z.string(),
    vatNumber: z.string(),
  }),
});
export type AppSettings = z.infer<typeof AppSettingsSchema>;

/** settings.{environment}.json: the environment's name, letters, digits and hyphens. */
export const SettingsEnvironmentParamsSchema = z.object({ environment: z.string().regex(/^[a-z0-9-]{1,32}$/i) });
export const EnvironmentSettingsSchema = z.object({ appSettings: z.object({ environment: z.string() }) });

/** /healthz and /api/health: the process serves. */
export const LivenessSchema = z.object({ status: z.literal("ok") });
/** /readyz: whether the process should get traffic, and why not. */
export const ReadinessSchema = z.object({ status: z.enum(["ready", "unavailable"]), message: z.string().optional() });
