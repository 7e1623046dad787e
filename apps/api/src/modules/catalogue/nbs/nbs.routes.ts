import {
  IdParamsSchema,
  NBS_CLAUSE_PRODUCT_TYPES,
  NBS_SECTIONS,
  NBS_SELECTIONS,
  NBS_SUB_GROUPS,
  NbsClauseInputSchema,
  NbsClauseSchema,
  NbsHeaderInputSchema,
  NbsHeaderSchema,
  ReferenceOptionSchema,
} from "@portal/contracts";
import { z } from "zod";
import type { AppContext } from "../../../context.js";
import type { ZodApp } from "../../../lib/zod-app.js";
import { manageCatalogue, readCatalogue } from "../shared/catalogue.policy.js";
import { CATALOGUE_ERRORS, registerCrud, withContext } from "../shared/crud.js";
import * as service from "./nbs.service.js";

const options = (list: ReadonlyArray<{ id: number; name: string }>) => list.map(({ id, name }) => ({ id, name }));

/** NBS management (spec 03 §7.2): headers, their clauses, and the clause option lists. */
export function registerNbs(app: ZodApp, ctx: AppContext): void {
  for (const [path, list] of [
    ["/nbs-clauses/selections", NBS_SELECTIONS],
    ["/nbs-clauses/sub-groups", NBS_SUB_GROUPS],
    ["/nbs-clauses/clause-product-types", NBS_CLAUSE_PRODUCT_TYPES],
    ["/nbs-clauses/sections", NBS_SECTIONS],
  ] as const) {
    app.get(
      path,
      {
        config: { access: readCatalogue },
        schema: { response: { 200: z.array(ReferenceOptionSchema), ...CATALOGUE_ERRORS } },
      },
      async () => options(list),
    );
  }

  registerCrud(app, {
    base: "/nbs-management/nbs-headers",
    entity: "NBS Header",
    input: NbsHeaderInputSchema,
    response: NbsHeaderSchema,
    readAccess: manageCatalogue,
    service: { list: () => service.listHeaders(ctx), ...withContext(ctx, service.headerResource) },
  });
  app.get(
    "/nbs-management/nbs-headers/:id/nbs-clauses",
    {
      config: { access: manageCatalogue },
      schema: { params: IdParamsSchema, response: { 200: z.array(NbsClauseSchema), ...CATALOGUE_ERRORS } },
    },
    (request) => service.listClauses(ctx, request.params.id),
  );

  registerCrud(app, {
    base: "/nbs-management/nbs-clauses",
    entity: "Clause",
    input: NbsClauseInputSchema,
    response: NbsClauseSchema,
    readAccess: manageCatalogue,
    service: withContext(ctx, service.clauseResource),
  });
}
