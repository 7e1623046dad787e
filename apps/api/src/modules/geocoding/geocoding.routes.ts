import {
  AddressGeocodeSchema,
  GeocodeAddressQuerySchema,
  GeocodePostcodeQuerySchema,
  PostcodeGeocodeSchema,
  ReverseGeocodeQuerySchema,
  ReverseGeocodeSchema,
} from "@portal/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { ENTITY_ERRORS, validationError } from "../../errors.js";
import { toModelState } from "../../plugins/error-handler.js";
import { createGeocoder } from "./geocoder-registry.js";
import { geocodingAccess } from "./geocoding.policy.js";
import * as geocoding from "./geocoding.service.js";

/**
 * Fastify only checks that each parameter is text (and documents it); the shared contract schema then gives
 * the spec's own sentence ("Please provide a valid postCode.") as the message as well as in the model state,
 * which a failure of the route schema would replace with the generic 400 text.
 */
const PostcodeQueryText = z.object({ postCode: z.string().optional() });
const AddressQueryText = z.object({ address: z.string().optional() });
const ReverseQueryText = z.object({ lat: z.string().optional(), long: z.string().optional() });

function parseQuery<Schema extends z.ZodType>(schema: Schema, query: unknown): z.output<Schema> {
  const parsed = schema.safeParse(query);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => ({ path: issue.path.join("/"), message: issue.message }));
  throw validationError(toModelState(issues), issues[0]?.message);
}

/** /api/v1/geocoding: Find Address, an address to coordinates, and the district nearest a pin. */
export function geocodingRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Chosen at start, so an unknown GEOCODER stops the server instead of failing on the first request.
    const geocoder = createGeocoder(ctx.config.geocoder);

    app.get(
      "/geocoding/postcode",
      {
        config: { access: geocodingAccess },
        schema: { querystring: PostcodeQueryText, response: { 200: PostcodeGeocodeSchema, ...ENTITY_ERRORS } },
      },
      async (request) => {
        const { postCode } = parseQuery(GeocodePostcodeQuerySchema, request.query);
        return geocoding.geocodePostcode(geocoder, postCode);
      },
    );

    app.get(
      "/geocoding/address",
      {
        config: { access: geocodingAccess },
        schema: { querystring: AddressQueryText, response: { 200: AddressGeocodeSchema, ...ENTITY_ERRORS } },
      },
      async (request) => {
        const { address } = parseQuery(GeocodeAddressQuerySchema, request.query);
        return geocoding.geocodeAddress(geocoder, address);
      },
    );

    app.get(
      "/geocoding/reverse",
      {
        config: { access: geocodingAccess },
        schema: { querystring: ReverseQueryText, response: { 200: ReverseGeocodeSchema, ...ENTITY_ERRORS } },
      },
      async (request) => geocoding.reverseGeocode(geocoder, parseQuery(ReverseGeocodeQuerySchema, request.query)),
    );
  };
}
