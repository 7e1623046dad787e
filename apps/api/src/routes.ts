import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { AppContext } from "./context.js";
import type { JobDefinition } from "./jobs/job-queue.js";
import { accountRoutes } from "./modules/account/account.routes.js";
import { catalogueRoutes } from "./modules/catalogue/catalogue.routes.js";
import { CLONE_JOBS } from "./modules/cloning/clone.jobs.js";
import { companiesRoutes } from "./modules/companies/index.js";
import { customersRoutes } from "./modules/customers/customers.routes.js";
import { DOCUMENT_JOBS } from "./modules/documents/documents.jobs.js";
import { documentsRoutes } from "./modules/documents/documents.routes.js";
import { documentFileDownloads } from "./modules/documents/documents.service.js";
import { geocodingRoutes } from "./modules/geocoding/geocoding.routes.js";
import { lookupsRoutes } from "./modules/lookups/lookups.routes.js";
import { nbsClausesRoutes } from "./modules/nbs-clauses/nbs-clauses.routes.js";
import { nbsDocumentOfRoof, nbsDocumentRefusal } from "./modules/nbs-clauses/nbs-document.js";
import { plotsRoutes } from "./modules/plots/plots.routes.js";
import { profileRoutes } from "./modules/profile/profile.routes.js";
import { projectFilesRoutes } from "./modules/project-files/project-files.routes.js";
import { projectFilesUploadTarget } from "./modules/project-files/project-files.service.js";
import { projectsRoutes } from "./modules/projects/projects.routes.js";
import { realtimeRoutes } from "./modules/realtime/realtime.routes.js";
import { recalculateProjectRoofs, roofEditorRoutes } from "./modules/roof-editor/index.js";
import { roofsRoutes } from "./modules/roofs/roofs.routes.js";
import { siteDataRoutes } from "./modules/site-data/site-data.routes.js";
import { solarArraysRoutes } from "./modules/solar-arrays/solar-arrays.routes.js";
import { healthRoutes, settingsRoutes, systemRoutes } from "./modules/system/system.routes.js";
import { usersRoutes } from "./modules/users/users.routes.js";
import { storageRoutes } from "./storage/storage.routes.js";

type RouteModule = (ctx: AppContext) => FastifyPluginAsyncZod;

/**
 * The route table: every module, under the prefix it lives under. Each route inside declares who may call it
 * (config.access), and the auth plugin refuses to register an /api route that does not.
 */
const ROUTE_MODULES: ReadonlyArray<{ prefix: string; modules: RouteModule[] }> = [
  { prefix: "", modules: [healthRoutes, settingsRoutes] },
  { prefix: "/api/Account", modules: [accountRoutes] },
  {
    prefix: "/api/v1",
    modules: [
      systemRoutes,
      usersRoutes,
      companiesRoutes,
      profileRoutes,
      catalogueRoutes,
      realtimeRoutes,
      lookupsRoutes,
      projectsRoutes,
      plotsRoutes,
      roofsRoutes,
      // The roof's NBS panel shows what the NBS document still needs; the NBS document reads the roof through the
      // roof editor's door, so it is handed in here rather than imported back.
      (ctx) => roofEditorRoutes(ctx, { nbsDocument: { needsOf: nbsDocumentOfRoof, refusal: nbsDocumentRefusal } }),
      solarArraysRoutes,
      nbsClausesRoutes,
      documentsRoutes,
      projectFilesRoutes,
      customersRoutes,
      // A saved site recalculates the project's roofs (the roof editor reads the site's wind from site-data).
      (ctx) => siteDataRoutes(ctx, { recalculateProjectRoofs }),
      geocodingRoutes,
      // Local storage's signed links: the modules that hand them out say which keys may be written and served.
      (ctx) =>
        storageRoutes(ctx, { uploads: [projectFilesUploadTarget(ctx)], downloads: [documentFileDownloads(ctx)] }),
    ],
  },
];

/** Every kind of background job; each API process works them (and, on PostgreSQL, so can worker processes). */
export const JOB_DEFINITIONS: ReadonlyArray<JobDefinition<z.ZodType>> = [
  ...CLONE_JOBS,
  ...DOCUMENT_JOBS,
] as ReadonlyArray<JobDefinition<z.ZodType>>;

export async function registerRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  for (const { prefix, modules } of ROUTE_MODULES) {
    for (const routes of modules) await app.register(routes(ctx), { prefix });
  }
}
