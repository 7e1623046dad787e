import { and, eq, isNull, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "./database.js";
import { companyMembers, plots, projects } from "./schema/index.js";

/** The company the project's account belongs to (null for none), which its sharing is with. */
export const ownerCompanyId = sql<
  number | null
>`(select ${companyMembers.companyId} from ${companyMembers} where ${companyMembers.userId} = ${projects.accountUserId})`;

/**
 * What `canAccessProject` (modules/projects/projects.policy.ts) decides by, for a statement that reaches a project
 * through its plots or roofs and checks it in the same round trip. Every module that reads a project, a plot or a
 * roof selects these columns, so the rule always sees the same facts.
 */
export const projectAccessColumns = {
  accountUserId: projects.accountUserId,
  isUnregistered: projects.isUnregistered,
  anonymousSessionId: projects.anonymousSessionId,
  sharedWithCompany: projects.sharedWithCompany,
  ownerCompanyId,
};

/** A project that is not deleted: the condition of a statement that joins projects. */
export const isLiveProject = isNull(projects.deletedAt);

/**
 * A live plot with what its live project's access is decided by, in one statement; undefined if either is gone.
 * The plots module answers a plot's reads with it, and the roofs module the plot a new roof goes on.
 */
export async function findPlotWithProjectAccess(db: DatabaseOrTransaction, plotId: number) {
  const [row] = await db
    .select({ plot: plots, access: projectAccessColumns })
    .from(plots)
    .innerJoin(projects, and(eq(projects.id, plots.projectId), isLiveProject))
    .where(and(eq(plots.id, plotId), isNull(plots.deletedAt)))
    .limit(1);
  return row;
}
