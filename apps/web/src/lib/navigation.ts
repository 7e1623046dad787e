import { noLoginRedirectPaths, paths } from "@/config/paths";

type Navigate = (to: string) => void;

/**
 * The API client redirects from outside React (spec 01 §2.2). The router registers its navigate function
 * here at start; before that, a full page load does the job.
 */
let navigateImpl: Navigate = (to) => window.location.assign(to);

export function registerNavigate(navigate: Navigate): void {
  navigateImpl = navigate;
}

export function navigateTo(to: string): void {
  navigateImpl(to);
}

export function currentPathname(): string {
  return window.location.pathname;
}

/** Sends the browser to /login unless it is already on a page that must not bounce there. */
export function redirectToLogin(): void {
  if (!noLoginRedirectPaths.includes(currentPathname())) navigateTo(paths.login);
}

/** A 404 from a call shows the not-found page, except inside the public wizard. */
export function redirectToNotFound(): void {
  if (currentPathname() !== paths.publicServices) navigateTo(paths.notFound);
}
