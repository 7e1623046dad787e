import type { WhoAmI } from "@portal/contracts";
import { PROJECT_FIELD_LABELS } from "@portal/contracts/ui";
import { allowanceOf, useSession } from "@/lib/auth/session";

export interface ProjectRole {
  user: WhoAmI | null;
  /** Admin and TAS: the full project form, lookups, customer search, and address edits when locked (spec 02 §6). */
  isStaff: boolean;
  /** Public and anonymous users: the list hides status, Customer, Owner, Category and Issued (spec 02 §2). */
  isPublic: boolean;
  /** Admin, TAS and ASM may show the unregistered (public-wizard) projects (spec 02 §6). */
  canSeeUnregistered: boolean;
  /** "Account" where staff read "Customer": ASM and public users share the restricted form (spec 02 §1). */
  customerWord: string;
}

export function projectRoleOf(user: WhoAmI | null): ProjectRole {
  const allowance = allowanceOf(user);
  const isStaff = allowance === "admin" || allowance === "tas";
  return {
    user,
    isStaff,
    isPublic: allowance === "public" || allowance === "anonymous" || allowance === "nonAuthenticated",
    canSeeUnregistered: isStaff || allowance === "asm",
    customerWord: isStaff ? PROJECT_FIELD_LABELS.customer : PROJECT_FIELD_LABELS.account,
  };
}

export function useProjectRole(): ProjectRole {
  return projectRoleOf(useSession().user);
}
