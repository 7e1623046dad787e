import {
  CalculateNbsClausesSchema,
  DiagnosticDataSchema,
  DocumentAvailabilitySchema,
  EstimateItemQuantitySchema,
  EstimateItemSchema,
  IdParamsSchema,
  ManualColourSelectionSchema,
  ManualComponentColourSchema,
  ManualComponentSelectionInputSchema,
  ManualComponentSelectionSchema,
  ManualQuantityLineSchema,
  ManualQuantityUpdateListSchema,
  MessageResponseSchema,
  ProjectIdParamsSchema,
  ProjectRoofSystemSchema,
  ProjectTileParamsSchema,
  RecalculateEstimateResultSchema,
  RecalculateEstimateSchema,
  RoofComponentWithColourSchema,
  RoofEstimateDataSchema,
  RoofEstimateInputSchema,
  RoofEstimateSchema,
  RoofFixingDataSchema,
  RoofFixingInputSchema,
  RoofFixingResultSchema,
  RoofIdParamsSchema,
  RoofIdQuerySchema,
  RoofNbsClauseSchema,
  RoofNbsClausesSchema,
  RoofNbsDetailsInputSchema,
  RoofNbsDetailsSchema,
  RoofSystemOptionSchema,
  RoofSystemsInputSchema,
  RoofSystemsSchema,
  RoofTileDetailsInputSchema,
  RoofTileDetailsSchema,
  RoofTypeSchema,
  SelectedBattenSchema,
} from "@portal/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { ENTITY_ERRORS, ENTITY_UPDATE_ERRORS } from "../../errors.js";
import { currentUser } from "../../plugins/auth.js";
import { projectsAccess } from "../projects/projects.policy.js";
import * as calculation from "./calculation/recalculation.service.js";
import * as nbs from "./nbs/nbs.service.js";
import type { NbsDocumentReads } from "./nbs/nbs-document-reads.js";
import * as manual from "./sections/manual-components.service.js";
import * as sections from "./sections/sections.service.js";

const access = { access: projectsAccess };

/**
 * The roof editor's calls (spec 03 §7.7) under /api/v1. Access follows the roof's project (404 for a roof the
 * caller may not see); the staff-only parts (overrides, estimate edits, diagnostics) are decided per call in the
 * services with the roof editor's policy.
 */
export function roofEditorRoutes(ctx: AppContext, handedIn: { nbsDocument: NbsDocumentReads }): FastifyPluginAsyncZod {
  const { nbsDocument } = handedIn;
  return async (app) => {
    app.get(
      "/rooftypes",
      { config: access, schema: { response: { 200: z.array(RoofTypeSchema), ...ENTITY_ERRORS } } },
      () => sections.listRoofTypes(),
    );
    app.get(
      "/vertical-timber-supports",
      { config: access, schema: { response: { 200: z.array(RoofTypeSchema), ...ENTITY_ERRORS } } },
      () => sections.listVerticalTimberSupports(),
    );

    // Fixing data
    app.get(
      "/roof-fixing/roof/:id",
      { config: access, schema: { params: IdParamsSchema, response: { 200: RoofFixingDataSchema, ...ENTITY_ERRORS } } },
      (request) => sections.getFixingData(ctx, currentUser(request), request.params.id),
    );
    app.put(
      "/roof-fixing",
      {
        config: access,
        schema: { body: RoofFixingInputSchema, response: { 200: RoofFixingDataSchema, ...ENTITY_UPDATE_ERRORS } },
      },
      (request) => sections.updateFixingData(ctx, currentUser(request), request.body),
    );

    // Tile details
    app.get(
      "/roof-tile-details",
      {
        config: access,
        schema: { querystring: RoofIdQuerySchema, response: { 200: RoofTileDetailsSchema, ...ENTITY_ERRORS } },
      },
      (request) => sections.getTileDetails(ctx, currentUser(request), request.query.roofId),
    );
    app.get(
      "/roof-tile-details/roof/:id",
      {
        config: access,
        schema: { params: IdParamsSchema, response: { 200: RoofTileDetailsSchema, ...ENTITY_ERRORS } },
      },
      (request) => sections.getTileDetails(ctx, currentUser(request), request.params.id),
    );
    app.put(
      "/roof-tile-details",
      {
        config: access,
        schema: { body: RoofTileDetailsInputSchema, response: { 200: RoofTileDetailsSchema, ...ENTITY_UPDATE_ERRORS } },
      },
      (request) => sections.updateTileDetails(ctx, currentUser(request), request.body),
    );

    // Estimate lengths and roof area
    app.get(
      "/roof-estimate/roof/:id",
      { config: access, schema: { params: IdParamsSchema, response: { 200: RoofEstimateSchema, ...ENTITY_ERRORS } } },
      (request) => sections.getEstimate(ctx, currentUser(request), request.params.id),
    );
    app.put(
      "/roof-estimate",
      {
        config: access,
        schema: { body: RoofEstimateInputSchema, response: { 200: RoofEstimateSchema, ...ENTITY_UPDATE_ERRORS } },
      },
      (request) => sections.updateEstimate(ctx, currentUser(request), request.body),
    );

    // Roof system per edge
    app.get(
      "/roof-system",
      {
        config: access,
        schema: { querystring: RoofIdQuerySchema, response: { 200: RoofSystemsSchema, ...ENTITY_ERRORS } },
      },
      (request) => sections.getSystems(ctx, currentUser(request), request.query.roofId),
    );
    app.get(
      "/roof-system/roof/:id",
      { config: access, schema: { params: IdParamsSchema, response: { 200: RoofSystemsSchema, ...ENTITY_ERRORS } } },
      (request) => sections.getSystems(ctx, currentUser(request), request.params.id),
    );
    app.get(
      "/roof-system/options/:id",
      {
        config: access,
        schema: { params: IdParamsSchema, response: { 200: z.array(RoofSystemOptionSchema), ...ENTITY_ERRORS } },
      },
      (request) => sections.getSystemOptions(ctx, currentUser(request), request.params.id),
    );
    app.put(
      "/roof-system",
      {
        config: access,
        schema: { body: RoofSystemsInputSchema, response: { 200: RoofSystemsSchema, ...ENTITY_UPDATE_ERRORS } },
      },
      (request) => sections.updateSystems(ctx, currentUser(request), request.body),
    );

    // Estimate results
    app.post(
      "/roof-estimate-data/recalculate/:id",
      {
        config: access,
        schema: {
          params: IdParamsSchema,
          body: RecalculateEstimateSchema,
          response: { 200: RecalculateEstimateResultSchema, ...ENTITY_ERRORS },
        },
      },
      (request) => calculation.requestRecalculation(ctx, currentUser(request), request.params.id, request.body),
    );
    app.get(
      "/roof-estimate-data/roof/:id",
      {
        config: access,
        schema: { params: IdParamsSchema, response: { 200: RoofEstimateDataSchema, ...ENTITY_ERRORS } },
      },
      (request) => calculation.getEstimateData(ctx, currentUser(request), request.params.id),
    );
    app.put(
      "/roof-estimate-data/estimate-items/:id",
      {
        config: access,
        schema: {
          params: IdParamsSchema,
          body: EstimateItemQuantitySchema,
          response: { 200: EstimateItemSchema, ...ENTITY_ERRORS },
        },
      },
      (request) => calculation.editEstimateItem(ctx, currentUser(request), request.params.id, request.body.quantity),
    );

    // Manual components
    const manualSelection = { 200: ManualComponentSelectionSchema, ...ENTITY_ERRORS };
    app.get(
      "/manual-component-selection",
      { config: access, schema: { querystring: RoofIdQuerySchema, response: manualSelection } },
      (request) => manual.getManualSelection(ctx, currentUser(request), request.query.roofId),
    );
    app.get(
      "/manual-component-selection/:id",
      { config: access, schema: { params: IdParamsSchema, response: manualSelection } },
      (request) => manual.getManualSelection(ctx, currentUser(request), request.params.id),
    );
    app.put(
      "/manual-component-selection",
      { config: access, schema: { body: ManualComponentSelectionInputSchema, response: manualSelection } },
      async (request) => {
        const user = currentUser(request);
        await manual.saveManualQuantities(ctx, user, request.body.roofId, request.body.components, {
          replaceAll: true,
        });
        return manual.getManualSelection(ctx, user, request.body.roofId);
      },
    );
    app.put(
      "/manual-component-selection/:id",
      {
        config: access,
        schema: {
          params: IdParamsSchema,
          body: ManualComponentSelectionInputSchema.pick({ components: true }),
          response: manualSelection,
        },
      },
      async (request) => {
        const user = currentUser(request);
        await manual.saveManualQuantities(ctx, user, request.params.id, request.body.components, {
          replaceAll: true,
        });
        return manual.getManualSelection(ctx, user, request.params.id);
      },
    );
    app.put(
      "/manual-component-selection/amount-update/:id",
      {
        config: access,
        schema: { params: IdParamsSchema, body: ManualQuantityUpdateListSchema, response: manualSelection },
      },
      async (request) => {
        const user = currentUser(request);
        await manual.saveManualQuantities(ctx, user, request.params.id, request.body, { replaceAll: false });
        return manual.getManualSelection(ctx, user, request.params.id);
      },
    );
    app.get(
      "/manual-component-selection/saved-components-with-colour/:id",
      {
        config: access,
        schema: { params: IdParamsSchema, response: { 200: z.array(ManualComponentColourSchema), ...ENTITY_ERRORS } },
      },
      (request) => manual.savedComponentsWithColour(ctx, currentUser(request), request.params.id),
    );
    app.post(
      "/manual-colour-selection",
      {
        config: access,
        schema: { body: ManualColourSelectionSchema, response: { 200: MessageResponseSchema, ...ENTITY_ERRORS } },
      },
      (request) => manual.chooseManualColour(ctx, currentUser(request), request.body),
    );
    app.get(
      "/roof-estimate-data/manually-selected-quantities/:id",
      {
        config: access,
        schema: { params: IdParamsSchema, response: { 200: z.array(ManualQuantityLineSchema), ...ENTITY_ERRORS } },
      },
      (request) => manual.manuallySelectedQuantities(ctx, currentUser(request), request.params.id),
    );
    app.get(
      "/roof-estimate-data/manually-selected-components/:id",
      {
        config: access,
        schema: { params: IdParamsSchema, response: { 200: z.array(ManualComponentColourSchema), ...ENTITY_ERRORS } },
      },
      (request) => manual.savedComponentsWithColour(ctx, currentUser(request), request.params.id),
    );
    app.get(
      "/product-components/components-for-roof-with-colour/:id",
      {
        config: access,
        schema: { params: IdParamsSchema, response: { 200: z.array(RoofComponentWithColourSchema), ...ENTITY_ERRORS } },
      },
      (request) => manual.componentsForRoofWithColour(ctx, currentUser(request), request.params.id),
    );

    app.get(
      "/roofsystems/project/:projectId",
      {
        config: access,
        schema: {
          params: ProjectIdParamsSchema,
          response: { 200: z.array(ProjectRoofSystemSchema), ...ENTITY_ERRORS },
        },
      },
      (request) => sections.getProjectRoofSystems(ctx, currentUser(request), request.params.projectId),
    );
    app.get(
      "/roof-fixing-data/batten/:projectId/:tileId",
      {
        config: access,
        schema: {
          params: ProjectTileParamsSchema,
          querystring: RoofIdQuerySchema,
          response: { 200: SelectedBattenSchema, ...ENTITY_ERRORS },
        },
      },
      (request) =>
        calculation.getSelectedBatten(ctx, currentUser(request), { ...request.params, roofId: request.query.roofId }),
    );

    // Results, diagnostics and availability
    app.get(
      "/roofs/fixing-result/:id",
      {
        config: access,
        schema: { params: IdParamsSchema, response: { 200: RoofFixingResultSchema, ...ENTITY_ERRORS } },
      },
      (request) => calculation.getFixingResult(ctx, currentUser(request), request.params.id),
    );
    app.get(
      "/roofs/fixing-diagnostic-data/:id",
      { config: access, schema: { params: IdParamsSchema, response: { 200: DiagnosticDataSchema, ...ENTITY_ERRORS } } },
      (request) => calculation.getDiagnostics(ctx, currentUser(request), request.params.id, "fixing"),
    );
    app.get(
      "/roofs/estimate-diagnostic-data/:id",
      { config: access, schema: { params: IdParamsSchema, response: { 200: DiagnosticDataSchema, ...ENTITY_ERRORS } } },
      (request) => calculation.getDiagnostics(ctx, currentUser(request), request.params.id, "estimate"),
    );
    app.get(
      "/roofs/document-availability/:id",
      {
        config: access,
        schema: { params: IdParamsSchema, response: { 200: DocumentAvailabilitySchema, ...ENTITY_ERRORS } },
      },
      (request) => calculation.getDocumentAvailability(ctx, currentUser(request), request.params.id, nbsDocument),
    );

    // NBS clauses of the roof (spec 03 §7.2)
    app.get(
      "/nbs-clauses/roof/:roofId",
      {
        config: access,
        schema: { params: RoofIdParamsSchema, response: { 200: RoofNbsClausesSchema, ...ENTITY_ERRORS } },
      },
      (request) => nbs.getRoofClauses(ctx, currentUser(request), request.params.roofId, nbsDocument),
    );
    app.get(
      "/nbs-clauses/manual/:roofId",
      {
        config: access,
        schema: { params: RoofIdParamsSchema, response: { 200: z.array(RoofNbsClauseSchema), ...ENTITY_ERRORS } },
      },
      (request) => nbs.getOptionalClauses(ctx, currentUser(request), request.params.roofId),
    );
    app.get(
      "/nbs-clauses/user/roof/:roofId",
      {
        config: access,
        schema: { params: RoofIdParamsSchema, response: { 200: RoofNbsDetailsSchema, ...ENTITY_ERRORS } },
      },
      (request) => nbs.getSelection(ctx, currentUser(request), request.params.roofId),
    );
    app.post(
      "/nbs-clauses/calculate-clauses/roof/:roofId",
      {
        config: access,
        schema: {
          params: RoofIdParamsSchema,
          body: CalculateNbsClausesSchema,
          response: { 200: RoofNbsClausesSchema, ...ENTITY_ERRORS },
        },
      },
      (request) => nbs.calculateClauses(ctx, currentUser(request), request.params.roofId, request.body, nbsDocument),
    );
    app.put(
      "/roof-nbs-details",
      {
        config: access,
        schema: {
          body: RoofNbsDetailsInputSchema,
          response: { 200: RoofNbsDetailsSchema, ...ENTITY_UPDATE_ERRORS },
        },
      },
      (request) => nbs.updateSelection(ctx, currentUser(request), request.body),
    );
  };
}
