import { entityMessages } from "./reference-data/entity-messages.js";

/** Every user-facing text of spec 01, written once and used by both the API and the web app. */

/** Generic status → message mapping (spec 01 §8.1). */
export const HTTP_STATUS_MESSAGES: Record<number, string> = {
  400: "The request contained invalid data.",
  401: "You must be logged in to view this data.",
  403: "You are not allowed to view this data.",
  404: "This data does not exist.",
  405: "This operation cannot be performed",
  408: "Your request timed out.",
  409: "The value already exists in the database.",
  413: "The file you uploaded was too large.",
  429: "You have made too many requests",
  500: "An unexpected error has occurred",
  501: "There have been issues reaching the server. Please try again later",
  502: "There have been issues reaching the server. Please try again later",
  503: "There have been issues reaching the server. Please try again later",
  504: "There have been issues reaching the server. Please try again later",
};
export const HTTP_OTHER_STATUS_MESSAGE = "An unexpected error has occurred.";

/** 415 is not in the spec's table; the answer names what to send instead of a generic failure. */
export const UNSUPPORTED_CONTENT_TYPE_MESSAGE =
  "This content type is not supported. Send the request body as JSON (Content-Type: application/json).";

export function messageForStatus(status: number): string {
  return HTTP_STATUS_MESSAGES[status] ?? HTTP_OTHER_STATUS_MESSAGE;
}

export const CLIENT_MESSAGES = {
  configNotLoaded: "Config not loaded",
  unexpectedWithBody: (body: string) => `An unexpected error occurred: ${body}`,
  sessionExpired: "Session expired. Please log in again.",
} as const;

export const ACCOUNT_MESSAGES = {
  incorrectLogin: "Incorrect email or password",
  accountLocked: "Your account is locked after too many failed sign-in attempts. Please try again later.",
  emailNotVerified: "Please verify your email address before logging in. Check your inbox for the verification link.",
  emailVerifiedToast: "You've successfully verified your email, you can now login.",
  emailVerificationExpired: "This email verification link has expired. Please request a new link.",
  emailVerifiedSuccess: "Email verified successfully",
  emailVerifiedError: "Error verifying email",
  forgotPasswordFailed: "An error occurred while sending the reset link.",
  forgotPasswordCallError: "Error sending the forgot password email",
  registerFailed: "Error registering user",
  registerFailedFallback: "Error registering user.",
  registerEmptyBody: "An error occurred registering your user.",
  registerEmailTaken: "An account with this email address already exists.",
  sessionEmailRegistered: "An account is already registered with this email address. Please log in to continue.",
  passwordResetUnexpected: "Unexpected error while resetting password",
  passwordResetInvalid: "The password recovery link is invalid or has expired. Please request a new link.",
  invalidRefreshToken: "The refresh token is invalid or has expired.",
  logoutAllTitle: "Log out from all devices?",
  logoutAllText1: "This will log you out everywhere.",
  logoutAllText2: "You will need to log in again on all devices.",
  logoutAllConfirm: "Log out everywhere",
  checkEmail: "Check your email",
} as const;

/** Client-side error codes the web app raises itself (spec 01 §8.2). */
export const CLIENT_ERROR_CODES = { registration: 999, passwordReset: 500 } as const;

export const USERS_MESSAGES = {
  createFailed: "An unexpected error occurred",
  profileUpdated: "Profile updated successfully.",
  userUpdated: "User updated successfully.",
  userCreated: "User created successfully.",
  userDeleted: "User deleted successfully.",
  fetchUsersFailed: "Failed to fetch users.",
  fetchRolesFailed: "Failed to fetch user roles.",
  fetchUserFailed: "Error fetching user details",
  updateUserFailed: "Error updating user",
  deleteUserFailed: "Error deleting user",
  fetchProfileFailed: "Error fetching user profile",
  updateProfileFailed: "Error updating profile",
  fetchIndustryTypesFailed: "Error fetching industry types",
  deleteConfirmTitle: "Are you sure you want to delete this user?",
  deleteConfirmText: "This action cannot be undone!",
  noMatchingUsers: "No matching users",
  noUsersFound: "No users found",
  emailTaken: "A user with this email address already exists.",
  cannotDeleteSelf: "You cannot delete your own account.",
  cannotDemoteSelf: "You cannot remove your own administrator role.",
  locked: "Locked",
  active: "Active",
} as const;

/**
 * The `{ message }` the API answers a successful call with where the answer is a message alone, across the three
 * specs (the catalogue's deletes follow spec 03 §8's '{Entity} deleted successfully.'). Written once, so the API
 * and any web code or test that meets one of them use the same words.
 */
export const SUCCESS_MESSAGES = {
  registered: "Registration successful. Please check your email to verify your account.",
  loggedOut: "Logged out",
  loggedOutEverywhere: "Logged out of all devices",
  resetLinkSentIfAccountExists: "If an account exists for this email, a reset link has been sent.",
  passwordUpdated: "Your password has been updated.",
  projectDeleted: "Project deleted",
  plotDeleted: "Plot deleted",
  roofDeleted: "Roof deleted",
  userDeleted: "User deleted",
  colourSaved: "Colour saved",
  solarArrayDeleted: "Solar array deleted",
  solarArraysDeleted: "Solar arrays deleted",
  solarSystemDeleted: entityMessages.deleted("Solar System"),
  roofSystemComponentDeleted: entityMessages.deleted("Roof system component"),
  fixingComponentDeleted: entityMessages.deleted("Fixing Component"),
  colourMappingDeleted: entityMessages.deleted("Colour Mapping"),
} as const;

export const NOT_FOUND_TEXT = "The page you have requested does not exist.";
export const NOT_FOUND_LINK = "Back to Home";

/** Form rule message templates (spec 01 §5.6). */
export const formMessages = {
  required: (label: string) => `${label} is required`,
  invalid: (label: string) => `${label} is invalid`,
  min: (label: string, min: number) => `${label} must be at least ${min}`,
  max: (label: string, max: number) => `${label} must be at most ${max}`,
} as const;

/** The label a form rule uses when none is given: the capitalised field name. */
export function defaultLabel(fieldName: string): string {
  return fieldName.charAt(0).toUpperCase() + fieldName.slice(1);
}
