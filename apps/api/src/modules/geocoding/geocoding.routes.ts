import {
  AddressGeocodeSchema,
  GeocodeAddressQuerySchema,
  GeocodePostcodeQuerySchema,
  PostcodeGeocodeSchema,
  ReverseGeocodeQuerySchema,
  ReverseGeocodeSchema,
} from "@portal/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { ENTITY_ERRORS } from "../../errors.js";
import { createGeocoder } from "./geocoder-registry.js";
import { geocodingAccess } from "./geocoding.policy.js";
import * as geocoding from "./geocoding.service.js";

/** /api/v1/geocoding: Find Address, an address to coordinates, and the district nearest a pin. */
export function geocodingRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Chosen at start, so an unknown GEOCODER stops the server instead of failing on the first request.
    const geocoder = createGeocoder(ctx.config.geocoder);
    // The spec's Find Address sentences ("Please provide a valid postCode.") are the 400's message, not only its model state.
    const config = { access: geocodingAccess, validationMessageFromField: true };

    app.get(
      "/geocoding/postcode",
      {
        config,
        schema: {
          querystring: GeocodePostcodeQuerySchema,
          response: { 200: PostcodeGeocodeSchema, ...ENTITY_ERRORS },
        },
      },
      async (request) => geocoding.geocodePostcode(geocoder, request.query.postCode),
    );

    app.get(
      "/geocoding/address",
      {
        config,
        schema: {
          querystring: GeocodeAddressQuerySchema,
          response: { 200: AddressGeocodeSchema, ...ENTITY_ERRORS },
        },
      },
      async (request) => geocoding.geocodeAddress(geocoder, request.query.address),
    );

    app.get(
      "/geocoding/reverse",
      {
        config,
        schema: {
          querystring: ReverseGeocodeQuerySchema,
          response: { 200: ReverseGeocodeSchema, ...ENTITY_ERRORS },
        },
      },
      async (request) => geocoding.reverseGeocode(geocoder, request.query),
    );
  };
}
