import {
  ComponentColourInputSchema,
  ComponentColourSchema,
  ComponentSearchResultSchema,
  ComponentsByTypeQuerySchema,
  IdParamsSchema,
  MessageResponseSchema,
  NBS_SUB_PRODUCT_TYPES,
  PRODUCT_COMPONENT_SUBTYPES,
  PRODUCT_COMPONENT_TYPE_OPTIONS,
  ProductComponentInputSchema,
  ProductComponentSchema,
  ReferenceOptionSchema,
  SearchTermParamsSchema,
  SUCCESS_MESSAGES,
} from "@portal/contracts";
import { z } from "zod";
import type { AppContext } from "../../../context.js";
import type { ZodApp } from "../../../lib/zod-app.js";
import { currentUser } from "../../../plugins/auth.js";
import { manageCatalogue, readCatalogue } from "../shared/catalogue.policy.js";
import { CATALOGUE_ERRORS, registerCrud, withContext } from "../shared/crud.js";
import * as service from "./product-components.service.js";

const options = (list: ReadonlyArray<{ id: number; name: string }>) => list.map(({ id, name }) => ({ id, name }));
const optionList = { 200: z.array(ReferenceOptionSchema), ...CATALOGUE_ERRORS };
const componentList = { 200: z.array(ProductComponentSchema), ...CATALOGUE_ERRORS };

/** /product-components and the component search (spec 03 §7.1, §7.3, §7.5). */
export function registerProductComponents(app: ZodApp, ctx: AppContext): void {
  app.get(
    "/product-components/product-component-types",
    { config: { access: readCatalogue }, schema: { response: optionList } },
    async () => options(PRODUCT_COMPONENT_TYPE_OPTIONS),
  );
  app.get(
    "/product-components/product-component-subtypes",
    { config: { access: readCatalogue }, schema: { response: optionList } },
    async () => options(PRODUCT_COMPONENT_SUBTYPES),
  );
  app.get(
    "/product-components/nbs-sub-product-types",
    { config: { access: readCatalogue }, schema: { response: optionList } },
    async () => options(NBS_SUB_PRODUCT_TYPES),
  );
  app.get(
    "/product-components/underlay",
    { config: { access: readCatalogue }, schema: { response: componentList } },
    () => service.underlays(ctx),
  );
  app.get(
    "/product-components/counter-battens",
    { config: { access: readCatalogue }, schema: { response: componentList } },
    () => service.counterBattens(ctx),
  );
  app.get(
    "/product-components/components-by-type",
    {
      config: { access: readCatalogue },
      schema: { querystring: ComponentsByTypeQuerySchema, response: componentList },
    },
    (request) => service.listComponents(ctx, request.query),
  );

  // Colour mappings: create and update are both PUT (spec 03 §7.3).
  app.get(
    "/product-components/product-component-colours/:id",
    {
      config: { access: readCatalogue },
      schema: { params: IdParamsSchema, response: { 200: z.array(ComponentColourSchema), ...CATALOGUE_ERRORS } },
    },
    (request) => service.listMappings(ctx, request.params.id),
  );
  app.put(
    "/product-components/product-component-colour",
    {
      config: { access: manageCatalogue },
      schema: { body: ComponentColourInputSchema, response: { 201: ComponentColourSchema, ...CATALOGUE_ERRORS } },
    },
    async (request, reply) =>
      reply.status(201).send(await service.mappingResource.create(ctx, currentUser(request), request.body)),
  );
  app.put(
    "/product-components/product-component-colour/:id",
    {
      config: { access: manageCatalogue },
      schema: {
        params: IdParamsSchema,
        body: ComponentColourInputSchema,
        response: { 200: ComponentColourSchema, ...CATALOGUE_ERRORS },
      },
    },
    (request) => service.mappingResource.update(ctx, currentUser(request), request.params.id, request.body),
  );
  app.delete(
    "/product-components/product-component-colour/:id",
    {
      config: { access: manageCatalogue },
      schema: { params: IdParamsSchema, response: { 200: MessageResponseSchema, ...CATALOGUE_ERRORS } },
    },
    async (request) => {
      await service.mappingResource.remove(ctx, request.params.id);
      return { message: SUCCESS_MESSAGES.colourMappingDeleted };
    },
  );

  app.get(
    "/productmanagementsearch/DoSearch/:term",
    {
      config: { access: manageCatalogue },
      schema: {
        params: SearchTermParamsSchema,
        response: { 200: z.array(ComponentSearchResultSchema), ...CATALOGUE_ERRORS },
      },
    },
    (request) => service.search(ctx, request.params.term),
  );

  registerCrud(app, {
    base: "/product-components",
    entity: "Product Component",
    input: ProductComponentInputSchema,
    response: ProductComponentSchema,
    service: {
      list: () => service.listComponents(ctx),
      ...withContext(ctx, service.componentResource),
    },
  });
}
