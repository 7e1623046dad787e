import {
  type CloneProjectSchema,
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
  VERSION_MESSAGES,
} from "@portal/contracts";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import type { DatabaseOrTransaction } from "../../db/database.js";
import { AppError, conflict, notFound, validationError } from "../../errors.js";
import type { AuthenticatedUser } from "../../plugins/auth.js";
import type { JsonText } from "../../plugins/json-text.js";
import { cloneProjectJob } from "../cloning/clone.jobs.js";
import { queueClone } from "../cloning/cloning.service.js";
import type { LookupList } from "../lookups/lookups.repository.js";
import {
  canAccessProject,
  canEditLockedAddress,
  canManageProjectStaffFields,
  isStaff,
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
  const visibility = projectVisibility(user, query.showPubliclyCreated);
  const options = { isStaff: isStaff(user.role), kept: ctx.keptProjectReads };
  // The page depends on nothing but these and the tables, so one caller's page serves the next with the same view.
  const key = `page:${JSON.stringify([visibility, options.isStaff, query])}`;
  return ctx.keptProjectReads.read(key, async () =>
    presentProjectsPage(await repository.findPresentedProjectsPage(ctx.db, query, visibility, options)),
  );
}

/** The project if the caller may see it; 404 otherwise, so ids of other people's projects reveal nothing. */
export async function findAccessibleProject(ctx: AppContext, user: AuthenticatedUser, projectId: number) {
  const row = await repository.findProjectById(ctx.db, projectId);
  if (!row || !canAccessProject(user, row.project)) throw notFound(PROJECT_MESSAGES.notFound);
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
  if (!row || !canAccessProject(user, row)) throw notFound(PROJECT_MESSAGES.notFound);
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
    createdAt: now,
    updatedAt: now,
    createdByUserId: user.id,
    updatedByUserId: user.id,
  });
  return { id: created.id };
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
  const existing = (await findAccessibleProject(ctx, user, projectId)).project;
  // Checked first so a stale copy is told so rather than refused for what it would have reverted (the lock).
  if (input.version !== existing.version) throw projectChangedElsewhere();
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
  const saved = await repository.updateProjectAtVersion(
    ctx.db,
    { projectId, expectedVersion: input.version },
    {
      name: input.name,
      ...site,
      ...customerValues(input),
      ...(keepStaffFields ? {} : await staffFields(ctx, user, input, { applyDefaults: false })),
      notes: input.notes === undefined ? existing.notes : input.notes,
      isAddressEditLocked: canEditLockedAddress(user.role)
        ? (input.isAddressEditLocked ?? existing.isAddressEditLocked)
        : existing.isAddressEditLocked,
      updatedAt: ctx.clock.now(),
      updatedByUserId: user.id,
    },
  );
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
  return queueClone(ctx, user, { level: "project", sourceId }, (cloneRequestId, turn) =>
    ctx.jobs.enqueue(
      cloneProjectJob,
      { userId: user.id, projectId: sourceId, name: input.name, fields, cloneRequestId },
      { turn },
    ),
  );
}

export async function deleteProject(ctx: AppContext, user: AuthenticatedUser, projectId: number) {
  await findAccessibleProject(ctx, user, projectId);
  const now = ctx.clock.now();
  await repository.updateProject(ctx.db, projectId, { deletedAt: now, updatedAt: now, updatedByUserId: user.id });
}
