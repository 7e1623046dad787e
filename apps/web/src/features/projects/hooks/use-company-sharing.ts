import type { CompanyDetails, Project } from "@portal/contracts";
import { useMyCompany } from "@/lib/auth/my-company";
import type { ProjectRole } from "./use-project-role";

export interface CompanySharing {
  /** The caller's company, or null: the list's "Shared with my company" filter is only for its members. */
  company: CompanyDetails | null;
  /** Still asking which company the caller belongs to. */
  isLoading: boolean;
}

/** The caller's company as the project pages need it (decisions/companies.md "Companies"). */
export function useCompanySharing(): CompanySharing {
  const mine = useMyCompany();
  // A failure to ask leaves the pages as they are for a user without a company; the Company page says why.
  return { company: mine.data?.company ?? null, isLoading: mine.isPending && mine.fetchStatus !== "idle" };
}

/**
 * Whether the project form offers the "Shared with my company" switch: on a new project for a member of a
 * company; on a saved one to staff and to the project's own account (the API refuses anyone else's change).
 */
export function offersSharingSwitch(
  role: ProjectRole,
  company: CompanyDetails | null,
  project: Project | undefined,
): boolean {
  if (project === undefined) return company !== null;
  if (role.isStaff) return true;
  return company !== null && project.ownerUserId !== null && project.ownerUserId === role.user?.id;
}
