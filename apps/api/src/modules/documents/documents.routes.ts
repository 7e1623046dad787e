import {
  DocumentAvailabilitySchema,
  DocumentDownloadParamsSchema,
  DocumentDownloadQuerySchema,
  DocumentHistoryParamsSchema,
  DocumentHistorySchema,
  type DocumentLevel,
  DownloadLinkSchema,
  GenerateImprovedFixingSpecSchema,
  GeneratePlotDocumentSchema,
  GenerateProjectDocumentSchema,
  GenerateRoofDocumentSchema,
  GenerationAcceptedSchema,
  levelOfPath,
  PDF_TYPES,
  type PdfType,
} from "@portal/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { ENTITY_ERRORS, errorResponses } from "../../errors.js";
import { type AuthenticatedUser, currentUser } from "../../plugins/auth.js";
import { generateDocumentJob } from "./documents.jobs.js";
import { generateImprovedFixingSpec, useDocuments, usePlotAndProjectDocuments } from "./documents.policy.js";
import * as documents from "./documents.service.js";

const generationErrors = errorResponses(400, 401, 403, 404, 409, 429);
const access = { access: useDocuments };
const plotAndProjectAccess = { access: usePlotAndProjectDocuments };

/** /api/v1: documents of projects, plots and roofs (spec 02 §7 "Documents"). */
export function documentsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const generate = (
      user: AuthenticatedUser,
      level: DocumentLevel,
      entityId: number,
      kind: { pdfType: PdfType; isImproved: boolean },
    ) =>
      documents.requestGeneration(ctx, user, { level, entityId, ...kind }, (generationId, turn) =>
        ctx.jobs.enqueue(generateDocumentJob, { generationId }, { turn }),
      );
    const accepted = { 202: GenerationAcceptedSchema, ...generationErrors };

    app.post(
      "/project-pdfs/roofs",
      { config: access, schema: { body: GenerateRoofDocumentSchema, response: accepted } },
      async (request, reply) => {
        const { roofId, pdfType } = request.body;
        return reply
          .status(202)
          .send(await generate(currentUser(request), "roof", roofId, { pdfType, isImproved: false }));
      },
    );
    app.post(
      "/project-pdfs/plots",
      { config: plotAndProjectAccess, schema: { body: GeneratePlotDocumentSchema, response: accepted } },
      async (request, reply) => {
        const { plotId, pdfType } = request.body;
        return reply
          .status(202)
          .send(await generate(currentUser(request), "plot", plotId, { pdfType, isImproved: false }));
      },
    );
    app.post(
      "/project-pdfs/projects",
      { config: plotAndProjectAccess, schema: { body: GenerateProjectDocumentSchema, response: accepted } },
      async (request, reply) => {
        const { projectId, pdfType } = request.body;
        const kind = { pdfType, isImproved: false };
        return reply.status(202).send(await generate(currentUser(request), "project", projectId, kind));
      },
    );
    app.post(
      "/project-pdfs/roofs/improved-fixing-spec",
      {
        config: { access: generateImprovedFixingSpec },
        schema: { body: GenerateImprovedFixingSpecSchema, response: accepted },
      },
      async (request, reply) => {
        const kind = { pdfType: PDF_TYPES.fixingSpec, isImproved: true };
        return reply.status(202).send(await generate(currentUser(request), "roof", request.body.roofId, kind));
      },
    );

    for (const level of ["roof", "plot", "project"] as const) {
      app.get(
        `/${level}s/documents/:id`,
        {
          config: level === "roof" ? access : plotAndProjectAccess,
          schema: { params: DocumentHistoryParamsSchema, response: { 200: DocumentHistorySchema, ...ENTITY_ERRORS } },
        },
        (request) => documents.getHistory(ctx, currentUser(request), level, request.params.id),
      );
    }
    // The roof's own availability is the roof editor's (roof-data); a plot's or a project's follows its roofs.
    for (const level of ["plot", "project"] as const) {
      app.get(
        `/${level}s/document-availability/:id`,
        {
          config: plotAndProjectAccess,
          schema: {
            params: DocumentHistoryParamsSchema,
            response: { 200: DocumentAvailabilitySchema, ...ENTITY_ERRORS },
          },
        },
        (request) => documents.getAvailability(ctx, currentUser(request), level, request.params.id),
      );
    }

    app.get(
      "/project-pdfs/:level/:id/:pdfType/:version",
      {
        config: access,
        schema: {
          params: DocumentDownloadParamsSchema,
          querystring: DocumentDownloadQuerySchema,
          response: { 200: DownloadLinkSchema, ...ENTITY_ERRORS },
        },
      },
      (request) => {
        const { level, id, pdfType, version } = request.params;
        const { format, improved } = request.query;
        return documents.getDownloadLink(ctx, currentUser(request), {
          level: levelOfPath(level),
          entityId: id,
          pdfType,
          isImproved: improved,
          version,
          format,
        });
      },
    );
  };
}
