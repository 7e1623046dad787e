/**
 * Visible texts of the web app that the specification names (spec 01 §2) or that the app fixes where the
 * specification is silent: navigation, headings, buttons and field labels. The browser tests find elements
 * by these texts, so they live here once.
 */

export const PRODUCT_NAME = "TAS Portal";

/** 'TAS Portal UI: v{ui} | API: v{api}' (spec 01 §2.3). */
export function versionLine(uiVersion: string, apiVersion: string): string {
  return `${PRODUCT_NAME} UI: v${uiVersion} | API: v${apiVersion}`;
}

export const SHELL_TEXT = {
  /** Under the product's name in the logo, which links home. */
  productTagline: "Roofing specification",
  breadcrumbs: "Breadcrumbs",
  projects: "Projects",
  admin: "Admin",
  manageUsers: "Manage Users",
  productManagement: "Product Management",
  help: "Help",
  userFallback: "User",
  viewProfile: "View Profile",
  /** The user menu's entry to the Company page (decisions/companies.md "Companies"), and that page's title. */
  company: "Company",
  signOut: "Sign Out",
  signOutAll: "Sign Out of all devices",
  register: "Register",
  logIn: "Log in",
  cancel: "Cancel",
  close: "Close",
  /** The answers of every Yes/No confirmation (YesNoDialog in the web app). */
  yes: "Yes",
  no: "No",
  termsOfSale: "Terms and Conditions of Sale",
  termsOfWebsite: "Terms and Conditions of Website",
  cookiePolicy: "Cookie Policy",
  privacyPolicy: "Privacy Policy",
  vatNumber: (vat: string) => `VAT No. ${vat}`,
  copyright: (year: number) => `© ${year} ${PRODUCT_NAME}. All rights reserved.`,
  loading: "Loading...",
} as const;

export const AUTH_TEXT = {
  loginTitle: "Log in",
  loginSubmit: "Log in",
  showPassword: "Show password",
  hidePassword: "Hide password",
  createAccountLink: "Create an account",
  /** The public wizard, for a visitor who wants one roof's documents without an account (spec 01 §1). */
  tryWithoutAccount: "Or get a roof's documents without an account",
  forgotPasswordLink: "Forgot your password?",
  verifyingEmail: "Verifying your email...",
  registerTitle: "Create an account",
  registerSubmit: "Register",
  signInInstead: "Sign in instead",
  registerSuccessTitle: "Verify your email",
  registerSuccessText: (email: string) =>
    `We've sent a verification email to ${email}. Open the link in it to verify your account, then log in.`,
  backToLogin: "Back to Login",
  forgotTitle: "Forgot your password?",
  forgotIntro: "Enter the email address of your account and we'll send you a link to set a new password.",
  forgotSubmit: "Send reset link",
  forgotSentText: (email: string) =>
    `If an account exists for ${email}, we've sent it a link to reset your password. The link expires after a short time.`,
  resetInvalidTitle: "Invalid Link",
  requestNewLink: "Request New Link",
  resetTitle: "Set New Password",
  resetSubmit: "Update Password",
  resetDoneTitle: "Password Updated",
  resetDoneText: "Your password has been updated. You can now log in with your new password.",
} as const;

/** Field labels shared by the account, profile and user forms. */
export const FIELD_LABELS = {
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  phoneNumber: "Phone number",
  jobTitle: "Job title",
  company: "Company",
  addressLine1: "Address line 1",
  addressLine2: "Address line 2",
  town: "Town",
  postCode: "Postcode",
  industryType: "Industry type",
  role: "Role",
  password: "Password",
  newPassword: "New password",
  confirmPassword: "Confirm password",
  acceptMarketingByEmail: "I would like to receive marketing by email",
  acceptMarketingByPost: "I would like to receive marketing by post",
  acceptOptInToThirdParties: "I agree to my details being shared with selected third parties",
  hasAcceptedTermsAndConditions: "I accept the terms and conditions",
  accountLocked: "Account locked (untick to unlock)",
} as const;

export const PROFILE_TEXT = {
  title: "My Profile",
  editProfile: "Edit Profile",
  save: "Save",
  marketingByEmail: "Marketing by email",
  marketingByPost: "Marketing by post",
  thirdParties: "Shared with third parties",
  yes: "Yes",
  no: "No",
  notSet: "Not set",
} as const;

export const USERS_TEXT = {
  title: "Manage Users",
  addUser: "Add User",
  refresh: "Refresh",
  editUser: "Edit User Details",
  deleteUser: "Delete",
  rowOptions: (email: string) => `Options for ${email}`,
  save: "Save",
  confirmDelete: "Delete",
  status: "Status",
  name: "Name",
  created: "Created",
  lastLogin: "Last login",
  marketing: "Marketing",
  filterName: "Filter by name",
  filterEmail: "Filter by email",
  filterRole: "Filter by role",
  filterMarketingByEmail: "Filter by marketing by email",
  filterMarketingByPost: "Filter by marketing by post",
  filterThirdParties: "Filter by third-party opt-in",
  any: "Any",
  yes: "Yes",
  no: "No",
  rowsPerPage: "Rows per page",
  previousPage: "Previous page",
  nextPage: "Next page",
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  totalUsers: (count: number) => `${count} ${count === 1 ? "user" : "users"}`,
  never: "Never",
} as const;

export const PROJECTS_TEXT = {
  title: "Projects",
  emptyTitle: "No projects found",
} as const;

/** The searchable select's default placeholder (spec 01 §5.6). */
export const SEARCHABLE_SELECT_PLACEHOLDER = "Please search...";
export const NO_OPTIONS_TEXT = "No options found";
/** The searchable select's arrow button, named for screen readers. */
export const SHOW_OPTIONS_TEXT = (label?: string) => (label ? `Show options for ${label}` : "Show options");
/** Shown in a searchable select while the server search it started is running. */
export const SEARCHING_TEXT = "Searching...";

/** The pager every paged table shares. */
export const PAGER_TEXT = {
  pagination: "Pagination",
  rowsPerPage: "Rows per page",
  previousPage: "Previous page",
  nextPage: "Next page",
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
} as const;
