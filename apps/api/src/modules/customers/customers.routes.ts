import {
  CUSTOMER_SEARCH_MIN_LENGTH,
  CUSTOMER_TYPES,
  CustomerAccountSchema,
  CustomerContactSchema,
  CustomerLookupQuerySchema,
  CustomerLookupResultSchema,
  ErrorBodySchema,
  IdParamsSchema,
  ROLES,
} from "@portal/contracts";
import { asc, eq, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { customerAccounts, customerContacts } from "../../db/schema/index.js";
import { notFound } from "../../errors.js";
import { containsPattern } from "../../lib/sql-patterns.js";
import type { RouteAccess } from "../../plugins/auth.js";

/** Customer search is a staff tool (spec 02 §6). */
const searchCustomers: RouteAccess = { roles: [ROLES.administrator, ROLES.tasUser] };
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };
const LOOKUP_LIMIT = 20;

/** /api/v1/customers/... (spec 02 §7 Customers). */
export function customersRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/customers/Lookup",
      {
        config: { access: searchCustomers },
        schema: {
          querystring: CustomerLookupQuerySchema,
          response: { 200: z.array(CustomerLookupResultSchema), ...errors },
        },
      },
      async (request) => {
        const search = request.query.searchString;
        // Shorter input clears the results (spec 02 §5), on the server as in the form.
        if (search.length < CUSTOMER_SEARCH_MIN_LENGTH) return [];
        const pattern = containsPattern(search);
        const [accounts, contacts] = await Promise.all([
          ctx.db
            .select({ id: customerAccounts.id, name: customerAccounts.name })
            .from(customerAccounts)
            .where(sql`${customerAccounts.name} ilike ${pattern}`)
            .orderBy(asc(customerAccounts.name))
            .limit(LOOKUP_LIMIT),
          ctx.db
            .select({ id: customerContacts.id, name: customerContacts.name })
            .from(customerContacts)
            .where(sql`${customerContacts.name} ilike ${pattern}`)
            .orderBy(asc(customerContacts.name))
            .limit(LOOKUP_LIMIT),
        ]);
        return [
          ...accounts.map((account) => ({ ...account, type: CUSTOMER_TYPES.account })),
          ...contacts.map((contact) => ({ ...contact, type: CUSTOMER_TYPES.contact })),
        ];
      },
    );

    app.get(
      "/customers/account/:id",
      {
        config: { access: searchCustomers },
        schema: { params: IdParamsSchema, response: { 200: CustomerAccountSchema, ...errors } },
      },
      async (request) => {
        const [account] = await ctx.db
          .select()
          .from(customerAccounts)
          .where(eq(customerAccounts.id, request.params.id));
        if (!account) throw notFound();
        return {
          id: account.id,
          name: account.name,
          billingAddress: {
            street: account.billingStreet,
            city: account.billingCity,
            postalCode: account.billingPostalCode,
          },
        };
      },
    );

    app.get(
      "/customers/contact/:id",
      {
        config: { access: searchCustomers },
        schema: { params: IdParamsSchema, response: { 200: CustomerContactSchema, ...errors } },
      },
      async (request) => {
        const [contact] = await ctx.db
          .select()
          .from(customerContacts)
          .where(eq(customerContacts.id, request.params.id));
        if (!contact) throw notFound();
        return {
          id: contact.id,
          contact: { name: contact.name, email: contact.email, phone: contact.phone },
          mailingAddress: {
            street: contact.mailingStreet,
            city: contact.mailingCity,
            postalCode: contact.mailingPostalCode,
          },
        };
      },
    );
  };
}
