import {
  ColourForTileSchema,
  ColoursForTileParamsSchema,
  HeadlapRuleInputSchema,
  HeadlapRuleSchema,
  IdParamsSchema,
  MATERIAL_TYPES,
  MessageResponseSchema,
  ReferenceOptionSchema,
  SOLAR_EDGE_TYPES,
  SolarEdgeComponentInputSchema,
  SolarEdgeComponentSchema,
  SolarEdgeQuerySchema,
  SUCCESS_MESSAGES,
  TILE_TYPES,
  TileAndIdParamsSchema,
  TileColourInputSchema,
  TileColourSchema,
  TileFixingCreateSchema,
  TileFixingMappingParamsSchema,
  TileFixingSchema,
  TileFixingUpdateSchema,
  TileIdParamsSchema,
  TileIdQuerySchema,
  TileInputSchema,
  TileOptionSchema,
  TileProductManagementSchema,
  TileRoofParamsSchema,
  TileSchema,
} from "@portal/contracts";
import { z } from "zod";
import type { AppContext } from "../../../context.js";
import type { ZodApp } from "../../../lib/zod-app.js";
import { currentUser } from "../../../plugins/auth.js";
import { manageCatalogue, readCatalogue } from "../shared/catalogue.policy.js";
import { CATALOGUE_ERRORS, registerCrud, withContext } from "../shared/crud.js";
import * as service from "./tiles.service.js";

const options = (list: ReadonlyArray<{ id: number; name: string }>) => list.map(({ id, name }) => ({ id, name }));

/** /tiles, /tilecolours, /tileheadlaprules, /solar-edge-components and the tile fixings (spec 03 §7.1, §7.3, §7.4). */
export function registerTiles(app: ZodApp, ctx: AppContext): void {
  app.get(
    "/tiles/types",
    {
      config: { access: readCatalogue },
      schema: { response: { 200: z.array(ReferenceOptionSchema), ...CATALOGUE_ERRORS } },
    },
    async () => options(TILE_TYPES),
  );
  app.get(
    "/tiles/material-types",
    {
      config: { access: readCatalogue },
      schema: { response: { 200: z.array(ReferenceOptionSchema), ...CATALOGUE_ERRORS } },
    },
    async () => options(MATERIAL_TYPES),
  );
  app.get(
    "/tiles/gettileproductmanagement/:id",
    {
      config: { access: manageCatalogue },
      schema: { params: IdParamsSchema, response: { 200: TileProductManagementSchema, ...CATALOGUE_ERRORS } },
    },
    (request) => service.tileProductManagement(ctx, request.params.id),
  );
  app.get(
    "/tiles/roof-selection/:roofId",
    {
      config: { access: readCatalogue },
      schema: {
        params: TileRoofParamsSchema,
        response: { 200: z.array(TileOptionSchema), ...CATALOGUE_ERRORS },
      },
    },
    (request) => service.tilesForRoofSelection(ctx, currentUser(request), request.params.roofId),
  );
  registerCrud(app, {
    base: "/tiles",
    entity: "Tile",
    input: TileInputSchema,
    response: TileSchema,
    service: {
      list: () => service.listTiles(ctx),
      ...withContext(ctx, service.tileResource),
    },
  });

  // Tile colours
  app.get(
    "/tilecolours",
    {
      config: { access: readCatalogue },
      schema: { querystring: TileIdQuerySchema, response: { 200: z.array(TileColourSchema), ...CATALOGUE_ERRORS } },
    },
    (request) => service.listTileColours(ctx, request.query.tileId),
  );
  for (const url of [
    "/tilecolours/getcoloursfortile/:tileId/:pitch/:maxRafterLength",
    "/tilecolours/getcoloursfortile/:tileId/:pitch/:maxRafterLength/",
  ]) {
    app.get(
      url,
      {
        config: { access: readCatalogue },
        schema: {
          params: ColoursForTileParamsSchema,
          response: { 200: z.array(ColourForTileSchema), ...CATALOGUE_ERRORS },
        },
      },
      (request) =>
        service.coloursForTile(ctx, request.params.tileId, request.params.pitch, request.params.maxRafterLength),
    );
  }
  registerCrud(app, {
    base: "/tilecolours",
    entity: "Colour Mapping",
    input: TileColourInputSchema,
    response: TileColourSchema,
    service: withContext(ctx, service.tileColourResource),
  });

  // Headlap rules
  app.get(
    "/tileheadlaprules",
    {
      config: { access: readCatalogue },
      schema: { querystring: TileIdQuerySchema, response: { 200: z.array(HeadlapRuleSchema), ...CATALOGUE_ERRORS } },
    },
    (request) => service.listHeadlapRules(ctx, request.query.tileId),
  );
  app.get(
    "/tileheadlaprules/rulesfortile/:tileId",
    {
      config: { access: readCatalogue },
      schema: {
        params: TileIdParamsSchema,
        response: { 200: z.array(HeadlapRuleSchema), ...CATALOGUE_ERRORS },
      },
    },
    (request) => service.rulesForTile(ctx, request.params.tileId),
  );
  registerCrud(app, {
    base: "/tileheadlaprules",
    entity: "Headlap Rule",
    input: HeadlapRuleInputSchema,
    response: HeadlapRuleSchema,
    service: withContext(ctx, service.headlapRuleResource),
  });

  // Solar edge components
  app.get(
    "/solar-edge-components",
    {
      config: { access: readCatalogue },
      schema: {
        querystring: SolarEdgeQuerySchema,
        response: { 200: z.array(SolarEdgeComponentSchema), ...CATALOGUE_ERRORS },
      },
    },
    (request) => service.listSolarEdges(ctx, request.query.tileId),
  );
  app.get(
    "/solar-edge-components/solar-edge-types",
    {
      config: { access: readCatalogue },
      schema: { response: { 200: z.array(ReferenceOptionSchema), ...CATALOGUE_ERRORS } },
    },
    async () => options(SOLAR_EDGE_TYPES),
  );
  registerCrud(app, {
    base: "/solar-edge-components",
    entity: "Solar Edge Component",
    input: SolarEdgeComponentInputSchema,
    response: SolarEdgeComponentSchema,
    service: withContext(ctx, service.solarEdgeResource),
  });

  // Tile fixings (spec 03 §7.3)
  app.get(
    "/product-components/product-component-fixings-by-tile/:tileId",
    {
      config: { access: readCatalogue },
      schema: {
        params: TileIdParamsSchema,
        response: { 200: z.array(TileFixingSchema), ...CATALOGUE_ERRORS },
      },
    },
    (request) => service.listFixings(ctx, request.params.tileId),
  );
  app.get(
    "/product-components/product-component-fixing-for-tile/:id",
    {
      config: { access: readCatalogue },
      schema: { params: IdParamsSchema, response: { 200: TileFixingSchema, ...CATALOGUE_ERRORS } },
    },
    (request) => service.getFixing(ctx, request.params.id),
  );
  app.post(
    "/product-components/product-component-fixing-for-tile",
    {
      config: { access: manageCatalogue },
      schema: { body: TileFixingCreateSchema, response: { 201: TileFixingSchema, ...CATALOGUE_ERRORS } },
    },
    async (request, reply) => {
      const input = request.body;
      return reply.status(201).send(await service.createFixing(ctx, input));
    },
  );
  app.put(
    "/product-components/product-component-fixing-for-tile/:mappingId",
    {
      config: { access: manageCatalogue },
      schema: {
        params: TileFixingMappingParamsSchema,
        body: TileFixingUpdateSchema,
        response: { 200: TileFixingSchema, ...CATALOGUE_ERRORS },
      },
    },
    (request) => service.updateFixing(ctx, request.params.mappingId, request.body),
  );
  app.delete(
    "/product-components/product-component-fixing-for-tile/:tileId/:id",
    {
      config: { access: manageCatalogue },
      schema: { params: TileAndIdParamsSchema, response: { 200: MessageResponseSchema, ...CATALOGUE_ERRORS } },
    },
    async (request) => {
      await service.deleteFixing(ctx, request.params.tileId, request.params.id);
      return { message: SUCCESS_MESSAGES.fixingComponentDeleted };
    },
  );
}
