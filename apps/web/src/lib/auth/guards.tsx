import type { ReactNode } from "react";
import { Navigate, Outlet, useSearchParams } from "react-router";
import { LoadingOverlay } from "@/components/ui/loading-overlay";
import { paths, RETURN_TO_PARAM, safeReturnPath } from "@/config/paths";
import { hasSessionCookies } from "../cookies";
import { type Allowance, allowanceOf, isMember, useSession } from "./session";

/**
 * The general guard (spec 01 §2.2): overlay while the user loads, /login without session cookies,
 * /public-services for anonymous users, otherwise the nested routes.
 */
export function AuthGuard({ children }: { children?: ReactNode }) {
  const { user, isLoading } = useSession();
  if (!hasSessionCookies()) return <Navigate to={paths.login} replace />;
  if (isLoading) return <LoadingOverlay />;
  if (user === null) return <Navigate to={paths.login} replace />;
  if (allowanceOf(user) === "anonymous") return <Navigate to={paths.publicServices} replace />;
  return children ?? <Outlet />;
}

/**
 * Pages for visitors only: a signed-in, non-anonymous user is sent on: back to the page that sent them to sign in
 * (`?returnTo=`, an in-app path), else to /projects unless told otherwise.
 */
export function VisitorsOnlyGuard({
  redirectTo = paths.projects,
  children,
}: {
  redirectTo?: string;
  children?: ReactNode;
}) {
  const { user, isLoading } = useSession();
  const [searchParams] = useSearchParams();
  if (isLoading) return <LoadingOverlay />;
  if (isMember(user)) return <Navigate to={safeReturnPath(searchParams.get(RETURN_TO_PARAM)) ?? redirectTo} replace />;
  return children ?? <Outlet />;
}

export type Allowances = Partial<Record<Allowance, boolean>>;

/**
 * Renders its content for the allowed kinds of user. Unauthenticated visitors go to /login unless the page
 * allows them; other users go to /projects unless told otherwise.
 */
export function RoleGuard({
  allow,
  redirectTo = paths.projects,
  children,
}: {
  allow: Allowances;
  redirectTo?: string;
  children?: ReactNode;
}) {
  const { user, isLoading } = useSession();
  if (isLoading) return <LoadingOverlay />;
  const allowance = allowanceOf(user);
  if (allow[allowance]) return children ?? <Outlet />;
  if (allowance === "nonAuthenticated") return <Navigate to={paths.login} replace />;
  return <Navigate to={redirectTo} replace />;
}
