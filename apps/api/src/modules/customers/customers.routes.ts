import {
  CustomerAccountSchema,
  CustomerContactSchema,
  CustomerLookupQuerySchema,
  CustomerLookupResultSchema,
  IdParamsSchema,
} from "@portal/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { ENTITY_ERRORS } from "../../errors.js";
import { searchCustomers } from "./customers.policy.js";
import * as customers from "./customers.service.js";

/** /api/v1/customers/... (spec 02 §7 Customers). */
export function customersRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/customers/Lookup",
      {
        config: { access: searchCustomers },
        schema: {
          querystring: CustomerLookupQuerySchema,
          response: { 200: z.array(CustomerLookupResultSchema), ...ENTITY_ERRORS },
        },
      },
      async (request) => customers.lookUp(ctx, request.query.searchString),
    );

    app.get(
      "/customers/account/:id",
      {
        config: { access: searchCustomers },
        schema: { params: IdParamsSchema, response: { 200: CustomerAccountSchema, ...ENTITY_ERRORS } },
      },
      async (request) => customers.getAccount(ctx, request.params.id),
    );

    app.get(
      "/customers/contact/:id",
      {
        config: { access: searchCustomers },
        schema: { params: IdParamsSchema, response: { 200: CustomerContactSchema, ...ENTITY_ERRORS } },
      },
      async (request) => customers.getContact(ctx, request.params.id),
    );
  };
}
