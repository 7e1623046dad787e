import {
  FormulaOptionSchema,
  IdParamsSchema,
  MessageResponseSchema,
  ROOF_SYSTEM_GROUP_NAMES,
  RoofSystemComponentRequestSchema,
  RoofSystemComponentSchema,
  RoofSystemInputSchema,
  RoofSystemQuerySchema,
  RoofSystemSchema,
  SUCCESS_MESSAGES,
} from "@portal/contracts";
import { z } from "zod";
import type { AppContext } from "../../../context.js";
import type { ZodApp } from "../../../lib/zod-app.js";
import { currentUser } from "../../../plugins/auth.js";
import { manageCatalogue, readCatalogue } from "../shared/catalogue.policy.js";
import { CATALOGUE_ERRORS, registerCrud, withContext } from "../shared/crud.js";
import * as service from "./roof-systems.service.js";

/** /productroofsystems (spec 03 §7.1, §7.5). */
export function registerRoofSystems(app: ZodApp, ctx: AppContext): void {
  app.get(
    "/productroofsystems",
    {
      config: { access: readCatalogue },
      schema: { querystring: RoofSystemQuerySchema, response: { 200: z.array(RoofSystemSchema), ...CATALOGUE_ERRORS } },
    },
    (request) => service.listRoofSystems(ctx, request.query),
  );
  app.get(
    "/productroofsystems/group-names",
    { config: { access: readCatalogue }, schema: { response: { 200: z.array(z.string()), ...CATALOGUE_ERRORS } } },
    async () => [...ROOF_SYSTEM_GROUP_NAMES],
  );
  app.get(
    "/productroofsystems/registeredcalculations",
    {
      config: { access: readCatalogue },
      schema: { response: { 200: z.array(FormulaOptionSchema), ...CATALOGUE_ERRORS } },
    },
    () => service.formulas(ctx),
  );
  app.get(
    "/productroofsystems/getroofsystemcomponents/:id",
    {
      config: { access: readCatalogue },
      schema: { params: IdParamsSchema, response: { 200: z.array(RoofSystemComponentSchema), ...CATALOGUE_ERRORS } },
    },
    (request) => service.listSystemComponents(ctx, request.params.id),
  );
  app.put(
    "/productroofsystems/updateproductroofsystemcomponents",
    {
      config: { access: manageCatalogue },
      schema: {
        body: RoofSystemComponentRequestSchema,
        response: { 201: RoofSystemComponentSchema, ...CATALOGUE_ERRORS },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.systemComponentResource.create(ctx, currentUser(request), request.body)),
  );
  app.put(
    "/productroofsystems/updateproductroofsystemcomponents/:id",
    {
      config: { access: manageCatalogue },
      schema: {
        params: IdParamsSchema,
        body: RoofSystemComponentRequestSchema,
        response: { 200: RoofSystemComponentSchema, ...CATALOGUE_ERRORS },
      },
    },
    (request) => service.systemComponentResource.update(ctx, currentUser(request), request.params.id, request.body),
  );
  app.delete(
    "/productroofsystems/deleteproductroofsystemcomponent/:id",
    {
      config: { access: manageCatalogue },
      schema: { params: IdParamsSchema, response: { 200: MessageResponseSchema, ...CATALOGUE_ERRORS } },
    },
    async (request) => {
      await service.systemComponentResource.remove(ctx, request.params.id);
      return { message: SUCCESS_MESSAGES.roofSystemComponentDeleted };
    },
  );
  registerCrud(app, {
    base: "/productroofsystems",
    entity: "Roof System",
    input: RoofSystemInputSchema,
    response: RoofSystemSchema,
    service: withContext(ctx, service.roofSystemResource),
  });
}
