import {
  type CloneProjectSchema,
  COMPANY_MESSAGES,
  DEFAULT_SOURCE_LABEL,
  DEFAULT_STATUS_LABEL,
  normalisePostcode,
  PROJECT_MESSAGES,
  type Project,
  type ProjectInputSchema,
  type ProjectsPage,
  type ProjectsQuery,
  ROLE_IDS,
  ROLES,
  type RoleName,
  VERSION_MESSAGES,
} from "@portal/contracts";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import type { DatabaseOrTransaction } from "../../db/database.js";
import type { LookupList } from "../../db/project-lookups.js";
import { AppError, conflict, forbidden, notFound, validationError } from "../../errors.js";
import type { AuthenticatedUser } from "../../plugins/auth.js";
import type { JsonText } from "../../plugins/json-text.js";
import { cloneProjectJob } from "../cloning/clone.jobs.js";
import { queueClone } from "../cloning/cloning.service.js";
import { companyIdOf, recordSharingChange } from "../companies/index.js";
import {
  canAccessProject,
  canEditLockedAddress,
  canManageProjectStaffFields,
  isStaff,
  type ProjectAccess,
  type ProjectCaller,
  projectVisibility,
} from "./projects.policy.js";
import { presentedProject, presentProjectsPage } from "./projects.presenter.js";
import * as repository from "./projects.repository.js";

type ProjectInput = z.output<typeof ProjectInputSchema>;
type CloneInput = z.output<typeof CloneProjectSchema>;

/** A page of the list, as PostgreSQL wrote it (the presenter's fields; the reduced set for non-staff). */
export async function listProjects(
  ctx: AppContext,
  user: AuthenticatedUser,
  query: ProjectsQuery,
): Promise<JsonText<ProjectsPage>> {
  const visibility = projectVisibility(await projectCaller(ctx, user), {
    showUnregistered: query.showPubliclyCreated,
    sharedWithCompany: query.sharedWithCompany,
  });
  const options = { isStaff: isStaff(user.role), kept: ctx.keptProjectReads };
  // The page depends on nothing but these and the tables, so one caller's page serves the next with the same view.
  const key = `page:${JSON.stringify([visibility, options.isStaff, query])}`;
  return ctx.keptProjectReads.read(key, async () =>
    presentProjectsPage(await repository.findPresentedProjectsPage(ctx.db, query, visibility, options)),
  );
}

/** The caller as the project rules see them, with the company they belong to (decisions/companies.md "Companies"). */
async function projectCaller(
  ctx: AppContext,
  user: Pick<AuthenticatedUser, "id" | "role" | "sessionId">,
): Promise<ProjectCaller> {
  const companyId = user.role === ROLES.anonymous ? null : await companyIdOf(ctx, user.id);
  return { id: user.id, role: user.role, sessionId: user.sessionId, companyId };
}

/**
 * Whether the caller may use the project (and so everything under it). The caller's company is read only for a
 * project shared with a company, the one case it can decide.
 */
export async function mayUseProject(
  ctx: AppContext,
  user: Pick<AuthenticatedUser, "id" | "role" | "sessionId">,
  access: ProjectAccess,
) {
  if (canAccessProject({ ...user, companyId: null }, access)) return true;
  if (!access.sharedWithCompany || access.ownerCompanyId === null || user.role === ROLES.anonymous) return false;
  return canAccessProject(await projectCaller(ctx, user), access);
}

/**
 * Whether a registered user may use the project now: asked before a job tells them of it, since a member removed
 * from the company while their document was being made must not be sent its link.
 */
export async function mayStillUseProject(ctx: AppContext, person: { id: number; role: RoleName }, projectId: number) {
  const row = await repository.findProjectById(ctx.db, projectId);
  if (!row) return false;
  // A registered user's access does not depend on a session.
  const caller = { ...person, sessionId: "" };
  return mayUseProject(ctx, caller, { ...row.project, ownerCompanyId: row.ownerCompanyId });
}

/**
 * The stored project with its names, without an access check: for a job working on a request already allowed
 * (a document's snapshot). Undefined when the project is deleted.
 */
export function findProjectWithNames(ctx: AppContext, projectId: number) {
  return repository.findProjectById(ctx.db, projectId);
}

/**
 * Adoption (decisions/visitor-sessions.md "Visitor sessions"): every project of an Anonymous user becomes the
 * registered account's, in the caller's transaction (the account's confirmation); answers how many moved.
 */
export function adoptAnonymousProjects(
  db: DatabaseOrTransaction,
  values: { fromUserId: number; toUserId: number; now: Date },
): Promise<number> {
  return repository.adoptAnonymousProjects(db, values);
}

/** The project if the caller may see it; 404 otherwise, so ids of other people's projects reveal nothing. */
export async function findAccessibleProject(ctx: AppContext, user: AuthenticatedUser, projectId: number) {
  const row = await repository.findProjectById(ctx.db, projectId);
  if (!row || !(await mayUseProject(ctx, user, { ...row.project, ownerCompanyId: row.ownerCompanyId }))) {
    throw notFound(PROJECT_MESSAGES.notFound);
  }
  return row;
}

/** The project as presented, read and checked in one statement; 404 as findAccessibleProject. */
export async function getProject(
  ctx: AppContext,
  user: AuthenticatedUser,
  projectId: number,
): Promise<JsonText<Project>> {
  const options = { isStaff: isStaff(user.role) };
  const row = await ctx.keptProjectReads.read(`project:${projectId}:${options.isStaff}`, () =>
    repository.findPresentedProject(ctx.db, projectId, options),
  );
  if (!row || !(await mayUseProject(ctx, user, row))) throw notFound(PROJECT_MESSAGES.notFound);
  return presentedProject(row.json);
}

async function assertExists(db: DatabaseOrTransaction, list: LookupList, id: number | null | undefined, key: string) {
  if (id === null || id === undefined) return;
  if (!(await repository.lookupExists(db, list, id))) {
    throw validationError({ [key]: [`${key.replace(/Id$/, "")} is invalid`] });
  }
}

async function assertStaffUser(db: DatabaseOrTransaction, userId: number | null | undefined, key: string) {
  if (userId === null || userId === undefined) return;
  const row = await repository.findUserRole(db, userId);
  const staffRoleIds = [ROLE_IDS[ROLES.administrator], ROLE_IDS[ROLES.tasUser]];
  if (!row || row.deletedAt || !staffRoleIds.includes(row.roleId)) {
    throw validationError({ [key]: [`${key.replace(/Id$/, "")} must be a member of staff`] });
  }
}

/**
 * Staff fields, none of them for other roles. A new project gets the spec's defaults on submit (spec 02 §5);
 * an update keeps what it is given, so saving a public user's project (a lock toggle, say) never makes the
 * member of staff its owner.
 */
async function staffFields(
  ctx: AppContext,
  user: AuthenticatedUser,
  input: ProjectInput,
  options: { applyDefaults: boolean },
) {
  if (!canManageProjectStaffFields(user.role)) {
    return {
      projectStatusId: null,
      projectCategoryId: null,
      projectSourceId: null,
      projectOwnerId: null,
      salesPersonId: null,
      projectedStartDate: null,
      projectedEndDate: null,
    };
  }
  await assertExists(ctx.db, "statuses", input.projectStatusId, "ProjectStatusId");
  await assertExists(ctx.db, "categories", input.projectCategoryId, "ProjectCategoryId");
  await assertExists(ctx.db, "sources", input.projectSourceId, "ProjectSourceId");
  await assertStaffUser(ctx.db, input.projectOwnerId, "ProjectOwnerId");
  await assertStaffUser(ctx.db, input.salesPersonId, "SalesPersonId");
  if (!options.applyDefaults) {
    return {
      projectStatusId: input.projectStatusId ?? null,
      projectSourceId: input.projectSourceId ?? null,
      projectCategoryId: input.projectCategoryId ?? null,
      projectOwnerId: input.projectOwnerId ?? null,
      salesPersonId: input.salesPersonId ?? null,
      projectedStartDate: input.projectedStartDate ?? null,
      projectedEndDate: input.projectedEndDate ?? null,
    };
  }
  return {
    projectStatusId:
      input.projectStatusId ?? (await repository.lookupIdByName(ctx.db, "statuses", DEFAULT_STATUS_LABEL)) ?? null,
    projectSourceId:
      input.projectSourceId ?? (await repository.lookupIdByName(ctx.db, "sources", DEFAULT_SOURCE_LABEL)) ?? null,
    projectCategoryId: input.projectCategoryId ?? null,
    projectOwnerId: input.projectOwnerId ?? user.id,
    salesPersonId: input.salesPersonId ?? user.id,
    projectedStartDate: input.projectedStartDate ?? null,
    projectedEndDate: input.projectedEndDate ?? null,
  };
}

function siteValues(input: ProjectInput) {
  return {
    address: input.address,
    town: input.town,
    postCode: input.postCode ? normalisePostcode(input.postCode) : null,
    lat: input.lat ?? null,
    long: input.long ?? null,
  };
}

function customerValues(input: ProjectInput) {
  return {
    customerName: input.customerName,
    customerAddress1: input.customerAddress1,
    customerAddress2: input.customerAddress2,
    customerAddressTown: input.customerAddressTown,
    customerAddressPostCode: input.customerAddressPostCode ? normalisePostcode(input.customerAddressPostCode) : null,
  };
}

export async function createProject(ctx: AppContext, user: AuthenticatedUser, input: ProjectInput) {
  const now = ctx.clock.now();
  // A new project of a company's member is shared with it unless the form says otherwise.
  const { companyId } = await projectCaller(ctx, user);
  const created = await repository.insertProject(ctx.db, {
    name: input.name,
    ...siteValues(input),
    ...customerValues(input),
    ...(await staffFields(ctx, user, input, { applyDefaults: true })),
    notes: input.notes ?? null,
    isAddressEditLocked: canEditLockedAddress(user.role) ? (input.isAddressEditLocked ?? false) : false,
    accountUserId: user.id,
    isUnregistered: user.role === ROLES.anonymous,
    anonymousSessionId: user.role === ROLES.anonymous ? user.sessionId : null,
    sharedWithCompany: companyId !== null && (input.sharedWithCompany ?? true),
    createdAt: now,
    updatedAt: now,
    createdByUserId: user.id,
    updatedByUserId: user.id,
  });
  return { id: created.id };
}

/**
 * A change of the project's sharing, if the save makes one: only its account and staff may make it, and only
 * while the account belongs to a company (the company it is recorded in).
 */
function sharingChange(
  user: AuthenticatedUser,
  found: repository.ProjectWithNames,
  requested: boolean | undefined,
): { companyId: number; shared: boolean } | undefined {
  const { project, ownerCompanyId } = found;
  if (requested === undefined || requested === project.sharedWithCompany) return undefined;
  if (project.accountUserId !== user.id && !isStaff(user.role)) throw forbidden(COMPANY_MESSAGES.sharingOwnerOnly);
  if (ownerCompanyId === null) {
    if (requested) throw validationError({ SharedWithCompany: [COMPANY_MESSAGES.sharingNeedsCompany] });
    return undefined;
  }
  return { companyId: ownerCompanyId, shared: requested };
}

const projectChangedElsewhere = () => conflict(VERSION_MESSAGES.changedElsewhere("project"));

/**
 * PUT /projects: the full project, made from the version the caller read. A save from an older version answers
 * 409 and changes nothing, so one user's stale copy never reverts another's edit. A locked site address changes
 * only for admin and TAS users.
 */
export async function updateProject(
  ctx: AppContext,
  user: AuthenticatedUser,
  projectId: number,
  input: ProjectInput & { version: number },
) {
  const found = await findAccessibleProject(ctx, user, projectId);
  const existing = found.project;
  // Checked first so a stale copy is told so rather than refused for what it would have reverted (the lock).
  if (input.version !== existing.version) throw projectChangedElsewhere();
  const sharing = sharingChange(user, found, input.sharedWithCompany);
  const site = siteValues(input);
  const siteChanged =
    site.address !== existing.address ||
    site.town !== existing.town ||
    site.postCode !== existing.postCode ||
    site.lat !== existing.lat ||
    site.long !== existing.long;
  if (existing.isAddressEditLocked && siteChanged && !canEditLockedAddress(user.role)) {
    throw new AppError("FORBIDDEN", PROJECT_MESSAGES.addressLocked);
  }
  const keepStaffFields = !canManageProjectStaffFields(user.role);
  const values = {
    name: input.name,
    ...site,
    ...customerValues(input),
    ...(keepStaffFields ? {} : await staffFields(ctx, user, input, { applyDefaults: false })),
    notes: input.notes === undefined ? existing.notes : input.notes,
    isAddressEditLocked: canEditLockedAddress(user.role)
      ? (input.isAddressEditLocked ?? existing.isAddressEditLocked)
      : existing.isAddressEditLocked,
    sharedWithCompany: sharing?.shared ?? existing.sharedWithCompany,
    updatedAt: ctx.clock.now(),
    updatedByUserId: user.id,
  };
  const saved = await ctx.db.transaction(async (tx) => {
    const row = await repository.updateProjectAtVersion(tx, { projectId, expectedVersion: input.version }, values);
    if (row && sharing) {
      await recordSharingChange(tx, { ...sharing, actorUserId: user.id, project: row, now: values.updatedAt });
    }
    return row;
  });
  // Another save landed between the check above and this one.
  if (!saved) throw projectChangedElsewhere();
  return getProject(ctx, user, projectId);
}

/**
 * POST /projects/{id}/clone: the project form in clone mode. The copy takes the form's values where it sends
 * them and the source's elsewhere, under the rules of a save (a locked site address, staff-only fields); the
 * copying of its plots and roofs runs as a job that tells the caller when it is done.
 */
export async function cloneProject(ctx: AppContext, user: AuthenticatedUser, sourceId: number, input: CloneInput) {
  const source = (await findAccessibleProject(ctx, user, sourceId)).project;
  const sent = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  // The stored row names its fields as the form does, so the form's values are laid straight over it.
  const merged: ProjectInput = { ...source, ...sent };
  const site = siteValues(merged);
  const siteChanged =
    site.address !== source.address ||
    site.town !== source.town ||
    site.postCode !== source.postCode ||
    site.lat !== source.lat ||
    site.long !== source.long;
  if (source.isAddressEditLocked && siteChanged && !canEditLockedAddress(user.role)) {
    throw new AppError("FORBIDDEN", PROJECT_MESSAGES.addressLocked);
  }
  const fields = {
    ...site,
    ...customerValues(merged),
    ...(canManageProjectStaffFields(user.role) ? await staffFields(ctx, user, merged, { applyDefaults: false }) : {}),
    notes: merged.notes ?? null,
    isAddressEditLocked: canEditLockedAddress(user.role)
      ? (merged.isAddressEditLocked ?? source.isAddressEditLocked)
      : source.isAddressEditLocked,
  };
  return queueClone(ctx, user, { level: "project", sourceId }, cloneProjectJob, {
    projectId: sourceId,
    name: input.name,
    fields,
  });
}

export async function deleteProject(ctx: AppContext, user: AuthenticatedUser, projectId: number) {
  await findAccessibleProject(ctx, user, projectId);
  const now = ctx.clock.now();
  await repository.updateProject(ctx.db, projectId, { deletedAt: now, updatedAt: now, updatedByUserId: user.id });
}
