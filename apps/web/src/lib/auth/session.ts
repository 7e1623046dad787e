import { ROLES, type WhoAmI, WhoAmISchema } from "@portal/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../api-client";
import { showError } from "../api-error-handlers";
import { hasSessionCookies } from "../cookies";
import { sessionQueryKey } from "./session-key";

/** Who is signed in; null without session cookies, so visitors never make the call. */
export async function getSessionUser(): Promise<WhoAmI | null> {
  if (!hasSessionCookies()) return null;
  return apiRequest("/api/Account/WhoAmI", { schema: WhoAmISchema, onError: showError });
}

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionQueryKey,
    queryFn: getSessionUser,
    staleTime: 5 * 60_000,
  });

export interface Session {
  user: WhoAmI | null;
  isLoading: boolean;
}

export function useSession(): Session {
  const query = useQuery(sessionQueryOptions());
  // Without session cookies the answer is known at once: a visitor never waits for the overlay.
  return { user: query.data ?? null, isLoading: query.isPending && hasSessionCookies() };
}

/** Signed in with a real account: not anonymous (spec 01 §6). */
export function isMember(user: WhoAmI | null): user is WhoAmI {
  return user !== null && user.isAuthenticated !== false && !user.isAnonymous && user.role !== ROLES.anonymous;
}

/** The allowance a role guard checks (spec 01 §2.2): one flag per kind of user. */
export type Allowance = "admin" | "tas" | "asm" | "public" | "anonymous" | "nonAuthenticated";

export function allowanceOf(user: WhoAmI | null): Allowance {
  if (user === null) return "nonAuthenticated";
  if (user.isAnonymous || user.role === ROLES.anonymous) return "anonymous";
  if (user.isAdmin || user.role === ROLES.administrator) return "admin";
  if (user.isTasUser || user.role === ROLES.tasUser) return "tas";
  if (user.isAsmUser || user.role === ROLES.asmUser) return "asm";
  return "public";
}
