/** Every in-app address lives here (spec 01 §2.1), so a route never drifts from the links that point at it. */
export const paths = {
  home: "/",
  login: "/login",
  register: "/register",
  forgotPassword: "/forgot-password",
  passwordReset: "/password-reset",
  publicServices: "/public-services",
  projects: "/projects",
  profile: "/profile",
  adminUsers: "/admin/users",
  productManagement: "/admin/product-management",
  notFound: "/notfound",
} as const;

/** Paths from which a failed authentication never bounces the browser to /login (spec 01 §2.2). */
export const noLoginRedirectPaths: readonly string[] = [paths.login, paths.publicServices];
