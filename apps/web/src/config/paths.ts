import { PRODUCT_MANAGEMENT_BASE_PATH, type ProductManagementTab } from "@portal/contracts";

/** Every in-app address lives here (spec 01 §2.1), so a route never drifts from the links that point at it. */
export const paths = {
  home: "/",
  login: "/login",
  register: "/register",
  forgotPassword: "/forgot-password",
  passwordReset: "/password-reset",
  publicServices: "/public-services",
  projects: "/projects",
  project: "/project/:id",
  nbsClauses: "/project/:id/nbs-clauses",
  profile: "/profile",
  company: "/company",
  /** The link of a company invitation e-mail (`?token=`); open to everyone, signed in or not. */
  companyInvitation: "/company-invitation",
  adminUsers: "/admin/users",
  productManagement: PRODUCT_MANAGEMENT_BASE_PATH,
  notFound: "/notfound",
  plot: "/project/:id/plot/:plotId",
  roof: "/project/:id/plot/:plotId/roof/:roofId",
  roofShort: "/project/:id/plot/:plotId/:roofId",
} as const;

/** An id in the address (DESIGN §5: ids are positive integers); anything else in the address is not an id. */
export function idFromPath(value: string | undefined): number | null {
  return value !== undefined && /^\d{1,10}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/** Links to one plot or roof (spec 02 §2); the roof link uses the form with the word "roof". */
export const plotPath = (projectId: number, plotId: number) => `/project/${projectId}/plot/${plotId}`;
export const roofPath = (projectId: number, plotId: number, roofId: number) =>
  `${plotPath(projectId, plotId)}/roof/${roofId}`;
export const projectPagePath = (projectId: number) => `/project/${projectId}`;
/** The project's NBS Clauses page (spec 02 §2). */
export const nbsClausesPath = (projectId: number) => `${projectPagePath(projectId)}/nbs-clauses`;

/** A product-management tab (spec 03 §2.2) and its edit screen; a new item is edited at …/edit/new. */
export const NEW_CATALOGUE_ITEM = "new";
export const productManagementTabPath = (tab: ProductManagementTab) => `${paths.productManagement}/${tab}`;
export const productManagementEditPath = (tab: ProductManagementTab, id: number | typeof NEW_CATALOGUE_ITEM) =>
  `${productManagementTabPath(tab)}/edit/${id}`;

/** The query parameter that brings a user back to the page that sent them to sign in. */
export const RETURN_TO_PARAM = "returnTo";

/** The login page, coming back to `path` (an in-app address with its query) once signed in. */
export const loginReturningTo = (path: string) => `${paths.login}?${RETURN_TO_PARAM}=${encodeURIComponent(path)}`;

/**
 * A return address the app may follow: an in-app path only ("/…", never "//host" or "/\host", which a browser
 * reads as another site), so the login page cannot be made to send someone elsewhere.
 */
export function safeReturnPath(value: string | null): string | null {
  if (value === null || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  return value;
}

/** Paths from which a failed authentication never bounces the browser to /login (spec 01 §2.2). */
export const noLoginRedirectPaths: readonly string[] = [paths.login, paths.publicServices];
