import { entityMessages, MessageResponseSchema } from "@portal/contracts";
import { z } from "zod";
import { apiRequest, type HttpMethod } from "@/lib/api-client";
import { emptyListOnNotFound, showErrorAs } from "@/lib/api-error-handlers";
import type { QueryParams } from "@/lib/query-string";

/** A list (spec 03 §7.1, §8): a 404 means none; any other failure shows 'Failed to fetch {entity}s.'. */
export function requestCatalogueList<T>(
  path: string,
  itemSchema: z.ZodType<T>,
  entity: string,
  query?: QueryParams,
): Promise<T[]> {
  return apiRequest(path, {
    ...(query ? { query } : {}),
    schema: z.array(itemSchema),
    onError: emptyListOnNotFound<T[]>([], entityMessages.fetchFailed(entity)),
  });
}

/** One item for an edit page: a failure shows 'Failed to get {entity}.'. */
export function requestCatalogueItem<T>(path: string, schema: z.ZodType<T>, entity: string): Promise<T> {
  return apiRequest(path, { schema, onError: showErrorAs(entityMessages.getFailed(entity)) });
}

/** A write: a failure shows its text and throws, so a dialog stays open and the form can show the model state. */
function requestCatalogueWrite<T>(
  method: Exclude<HttpMethod, "GET">,
  path: string,
  schema: z.ZodType<T>,
  failure: string,
  body?: unknown,
): Promise<T> {
  return apiRequest(path, { method, ...(body === undefined ? {} : { body }), schema, onError: showErrorAs(failure) });
}

/** `failure` is the operation's own text (spec 03 §8); the server's message wins for a client error. */
export const postCatalogue = <T>(path: string, body: unknown, schema: z.ZodType<T>, failure: string) =>
  requestCatalogueWrite("POST", path, schema, failure, body);

export const putCatalogue = <T>(path: string, body: unknown, schema: z.ZodType<T>, failure: string) =>
  requestCatalogueWrite("PUT", path, schema, failure, body);

export const deleteCatalogue = (path: string, failure: string) =>
  requestCatalogueWrite("DELETE", path, MessageResponseSchema, failure);

/** An update: which item, and its new values. */
export interface EntityChange<Values> {
  id: number;
  values: Values;
}
