import {
  AvailableComponentsQuerySchema,
  IdParamsSchema,
  MessageResponseSchema,
  ReferenceOptionSchema,
  SOLAR_COMPONENT_TYPE_OPTIONS,
  SOLAR_SUB_TYPES,
  SolarComponentInputSchema,
  SolarComponentSchema,
  SolarComponentsQuerySchema,
  SolarSystemCreateSchema,
  SolarSystemSchema,
  SolarSystemUpdateSchema,
  SUCCESS_MESSAGES,
} from "@portal/contracts";
import { z } from "zod";
import type { AppContext } from "../../../context.js";
import type { ZodApp } from "../../../lib/zod-app.js";
import { manageCatalogue, readCatalogue } from "../shared/catalogue.policy.js";
import { CATALOGUE_ERRORS, registerCrud, withContext } from "../shared/crud.js";
import * as service from "./solar.service.js";

const options = (list: ReadonlyArray<{ id: number; name: string }>) => list.map(({ id, name }) => ({ id, name }));

/** /solar-components and /solar-component-systems (spec 03 §7.1, §7.6). */
export function registerSolar(app: ZodApp, ctx: AppContext): void {
  app.get(
    "/solar-components",
    {
      config: { access: readCatalogue },
      schema: {
        querystring: SolarComponentsQuerySchema,
        response: { 200: z.array(SolarComponentSchema), ...CATALOGUE_ERRORS },
      },
    },
    (request) => service.listComponents(ctx, request.query.type),
  );
  app.get(
    "/solar-components/types",
    {
      config: { access: readCatalogue },
      schema: { response: { 200: z.array(ReferenceOptionSchema), ...CATALOGUE_ERRORS } },
    },
    async () => options(SOLAR_COMPONENT_TYPE_OPTIONS),
  );
  app.get(
    "/solar-components/sub-types",
    {
      config: { access: readCatalogue },
      schema: { response: { 200: z.array(ReferenceOptionSchema), ...CATALOGUE_ERRORS } },
    },
    async () => options(SOLAR_SUB_TYPES),
  );
  app.get(
    "/solar-components/:id/available-components",
    {
      config: { access: readCatalogue },
      schema: {
        params: IdParamsSchema,
        querystring: AvailableComponentsQuerySchema,
        response: { 200: z.array(SolarComponentSchema), ...CATALOGUE_ERRORS },
      },
    },
    (request) => service.availableComponents(ctx, request.params.id, request.query.orientation),
  );
  registerCrud(app, {
    base: "/solar-components",
    entity: "Solar Component",
    input: SolarComponentInputSchema,
    response: SolarComponentSchema,
    service: withContext(ctx, service.componentResource),
  });

  app.get(
    "/solar-component-systems",
    {
      config: { access: readCatalogue },
      schema: { response: { 200: z.array(SolarSystemSchema), ...CATALOGUE_ERRORS } },
    },
    () => service.listSystems(ctx),
  );
  app.get(
    "/solar-component-systems/:id",
    {
      config: { access: readCatalogue },
      schema: { params: IdParamsSchema, response: { 200: SolarSystemSchema, ...CATALOGUE_ERRORS } },
    },
    (request) => service.getSystem(ctx, request.params.id),
  );
  app.post(
    "/solar-component-systems",
    {
      config: { access: manageCatalogue },
      schema: { body: SolarSystemCreateSchema, response: { 201: SolarSystemSchema, ...CATALOGUE_ERRORS } },
    },
    async (request, reply) => reply.status(201).send(await service.createSystem(ctx, request.body)),
  );
  app.put(
    "/solar-component-systems/:id",
    {
      config: { access: manageCatalogue },
      schema: {
        params: IdParamsSchema,
        body: SolarSystemUpdateSchema,
        response: { 200: SolarSystemSchema, ...CATALOGUE_ERRORS },
      },
    },
    (request) => service.updateSystem(ctx, request.params.id, request.body),
  );
  app.delete(
    "/solar-component-systems/:id",
    {
      config: { access: manageCatalogue },
      schema: { params: IdParamsSchema, response: { 200: MessageResponseSchema, ...CATALOGUE_ERRORS } },
    },
    async (request) => {
      await service.deleteSystem(ctx, request.params.id);
      return { message: SUCCESS_MESSAGES.solarSystemDeleted };
    },
  );
}
