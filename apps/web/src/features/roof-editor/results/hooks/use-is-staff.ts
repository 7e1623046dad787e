import { allowanceOf, useSession } from "@/lib/auth/session";

/** Administrators and TAS users: the roof editor's staff tools (spec 03 §6). */
export function useIsStaff(): boolean {
  const allowance = allowanceOf(useSession().user);
  return allowance === "admin" || allowance === "tas";
}
