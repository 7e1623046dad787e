/**
 * The roof's NBS clauses (spec 03 §2.1, §4, §7.2): which clauses apply and their text are worked out by the
 * engine from the roof's stored data on every read, so they always follow the latest save of the earlier
 * sections; the user's choice among the optional clauses is stored, versioned, and accepted only for optional
 * clauses that apply to the roof.
 */
import {
  type CalculateNbsClauses,
  modelStateKey,
  ROOF_NBS_MESSAGES,
  type RoofNbsDetailsInput,
  VERSION_MESSAGES,
} from "@portal/contracts";
import { type NbsSelection, selectNbsClauses } from "@portal/engine";
import type { AppContext } from "../../../context.js";
import { conflict, forbidden, validationError } from "../../../errors.js";
import type { AuthenticatedUser } from "../../../plugins/auth.js";
import { keptRoofReadKey } from "../../roofs/kept-roof-reads.js";
import { findAccessibleRoofInProject } from "../../roofs/roofs.service.js";
import { canSelectNbsClauses } from "../roof-editor.policy.js";
import { presentDetails, presentOptionalClauses, presentRoofClauses } from "./nbs.presenter.js";
import * as repository from "./nbs.repository.js";
import type { NbsDocumentReads } from "./nbs-document-reads.js";
import { loadRoofNbsInputs, type RoofNbsInputs } from "./nbs-inputs.js";

const changedElsewhere = () => conflict(VERSION_MESSAGES.changedElsewhere("roof"));

type ComputedClauses = { workSection: string; selection: NbsSelection } | null;

function clausesOf({ input }: RoofNbsInputs): ComputedClauses {
  if (input === null) return null;
  return { workSection: input.workSection ?? "", selection: selectNbsClauses(input).result };
}

/** The engine's selection for the roof as stored now; null while the roof has no tile. */
async function computeClauses(
  ctx: AppContext,
  roofId: number,
  selectedOptionalClauseIds: readonly number[],
): Promise<ComputedClauses> {
  return clausesOf(await loadRoofNbsInputs(ctx, roofId, selectedOptionalClauseIds));
}

/**
 * The roof's clauses and what its NBS document still needs, from one read of the roof: the panel shows both, and
 * the document prints the clauses worked out from the same inputs.
 */
async function clausesWithDocumentNeeds(
  ctx: AppContext,
  roof: { roofId: number; projectId: number },
  ticked: readonly number[],
  nbsDocument: NbsDocumentReads,
) {
  const nbs = await loadRoofNbsInputs(ctx, roof.roofId, ticked);
  const document = await nbsDocument.needsOf(ctx, roof.roofId, { projectId: roof.projectId, nbs });
  return { computed: clausesOf(nbs), needs: document.needs };
}

/** GET /nbs-clauses/roof/{roofId}. */
export async function getRoofClauses(
  ctx: AppContext,
  user: AuthenticatedUser,
  roofId: number,
  nbsDocument: NbsDocumentReads,
) {
  const { projectId } = await findAccessibleRoofInProject(ctx, user, roofId);
  return ctx.keptRoofReads.read(keptRoofReadKey(roofId, "nbs"), async () => {
    const details = await repository.findOrCreateDetails(ctx.db, roofId);
    const { computed, needs } = await clausesWithDocumentNeeds(
      ctx,
      { roofId, projectId },
      details.nbsClauseIds,
      nbsDocument,
    );
    return presentRoofClauses(roofId, details, computed, needs);
  });
}

/**
 * POST /nbs-clauses/calculate-clauses/roof/{roofId}: the clauses worked out again from the stored data (the
 * editor calls it after the estimate's recalculation, spec 03 §4). With pruneSelection the stored selection
 * also lets go of ticked clauses that no longer apply; a selection saved meanwhile is left as it is.
 */
export async function calculateClauses(
  ctx: AppContext,
  user: AuthenticatedUser,
  roofId: number,
  options: CalculateNbsClauses,
  nbsDocument: NbsDocumentReads,
) {
  const { projectId } = await findAccessibleRoofInProject(ctx, user, roofId);
  const roof = { roofId, projectId };
  const details = await repository.findOrCreateDetails(ctx.db, roofId);
  const nbs = await loadRoofNbsInputs(ctx, roofId, details.nbsClauseIds);
  const computed = clausesOf(nbs);
  if (options.pruneSelection && computed !== null && canSelectNbsClauses(user.role)) {
    const applicable = new Set(computed.selection.optionalClauseIds);
    const kept = details.nbsClauseIds.filter((id) => applicable.has(id));
    if (kept.length !== details.nbsClauseIds.length) {
      const pruned =
        (await repository.updateDetailsAtVersion(
          ctx.db,
          { id: details.id, expectedVersion: details.version },
          { nbsClauseIds: kept, updatedAt: ctx.clock.now(), updatedByUserId: user.id },
        )) ?? (await repository.findOrCreateDetails(ctx.db, roofId));
      // Worked out again after the pruning: what the document needs follows the selection as stored now.
      const now = await clausesWithDocumentNeeds(ctx, roof, pruned.nbsClauseIds, nbsDocument);
      return presentRoofClauses(roofId, pruned, now.computed, now.needs);
    }
  }
  const document = await nbsDocument.needsOf(ctx, roofId, { projectId, nbs });
  return presentRoofClauses(roofId, details, computed, document.needs);
}

/** GET /nbs-clauses/manual/{roofId}: the optional clauses the user may tick, each saying whether it is ticked. */
export async function getOptionalClauses(ctx: AppContext, user: AuthenticatedUser, roofId: number) {
  await findAccessibleRoofInProject(ctx, user, roofId);
  const details = await repository.findOrCreateDetails(ctx.db, roofId);
  const computed = await computeClauses(ctx, roofId, details.nbsClauseIds);
  return presentOptionalClauses(computed?.selection ?? null);
}

/** GET /nbs-clauses/user/roof/{roofId}: the clause ids the user ticked, with the version to save against. */
export async function getSelection(ctx: AppContext, user: AuthenticatedUser, roofId: number) {
  await findAccessibleRoofInProject(ctx, user, roofId);
  return presentDetails(await repository.findOrCreateDetails(ctx.db, roofId));
}

/**
 * PUT /roof-nbs-details (spec 03 §3.2): the whole selection. Only optional clauses that apply to the roof as
 * stored now are accepted (a required clause is always included and cannot be ticked; an unknown one is
 * refused), saved at the version the edit was made from.
 */
export async function updateSelection(ctx: AppContext, user: AuthenticatedUser, input: RoofNbsDetailsInput) {
  await findAccessibleRoofInProject(ctx, user, input.roofId);
  if (!canSelectNbsClauses(user.role)) throw forbidden(ROOF_NBS_MESSAGES.signInToSelect);
  const details = await repository.findOrCreateDetails(ctx.db, input.roofId);
  const computed = await computeClauses(ctx, input.roofId, []);
  const optional = new Set(computed?.selection.optionalClauseIds ?? []);
  const refused = input.nbsClauseIds.filter((id) => !optional.has(id));
  if (refused.length > 0) {
    throw validationError({ [modelStateKey("nbsClauseIds")]: refused.map(ROOF_NBS_MESSAGES.notOptionalClause) });
  }
  const saved = await repository.updateDetailsAtVersion(
    ctx.db,
    { id: details.id, expectedVersion: input.version },
    { nbsClauseIds: [...input.nbsClauseIds], updatedAt: ctx.clock.now(), updatedByUserId: user.id },
  );
  if (!saved) throw changedElsewhere();
  return presentDetails(saved);
}
