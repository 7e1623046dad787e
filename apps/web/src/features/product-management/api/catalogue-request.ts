import { entityMessages } from "@portal/contracts";
import { z } from "zod";
import { apiRequest, type HttpMethod } from "@/lib/api-client";
import { emptyListOnNotFound, showErrorAs } from "@/lib/api-error-handlers";
import type { QueryParams } from "@/lib/query-string";

/** Every product-management query key starts here; a write names the narrower keys it changes. */
export const catalogueQueryKey = ["catalogue"] as const;

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

export interface CatalogueWrite<T> {
  method: Exclude<HttpMethod, "GET">;
  body?: unknown;
  schema: z.ZodType<T>;
  /** The operation's own failure text (spec 03 §8); the server's message wins for a client error. */
  failure: string;
}

/** A write: a failure shows its text and throws, so a dialog stays open and the form can show the model state. */
export function requestCatalogueWrite<T>(
  path: string,
  { method, body, schema, failure }: CatalogueWrite<T>,
): Promise<T> {
  return apiRequest(path, {
    method,
    ...(body === undefined ? {} : { body }),
    schema,
    onError: showErrorAs(failure),
  });
}
