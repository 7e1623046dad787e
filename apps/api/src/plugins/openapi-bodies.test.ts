import type { OpenAPIV3 } from "openapi-types";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-app.js";

/**
 * Every route that takes a request body declares it from the contracts, so the API document at /api/docs
 * shows that body with its fields. Read against the route table: a route added later is covered too.
 */
let t: TestApp;
let document: OpenAPIV3.Document;

/**
 * Actions whose whole meaning is in the path and the token take no body; the signed upload link of local
 * storage takes the file's own bytes, not JSON.
 */
const NO_JSON_BODY = new Set([
  "POST /api/Account/Logout",
  "POST /api/Account/LogoutAll",
  "POST /api/v1/signalr/negotiate",
  "PUT /api/v1/storage/*",
]);

beforeAll(async () => {
  t = await buildTestApp();
  document = (await t.request({ method: "GET", url: "/api/docs/json" })).json();
});
afterAll(async () => {
  await t.close();
});

/** Fastify's `/projects/:id` is OpenAPI's `/projects/{id}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z]+)/g, "{$1}");

function jsonBodySchema(operation: OpenAPIV3.OperationObject | undefined): OpenAPIV3.SchemaObject | undefined {
  const body = operation?.requestBody as OpenAPIV3.RequestBodyObject | undefined;
  return body?.content["application/json"]?.schema as OpenAPIV3.SchemaObject | undefined;
}

/**
 * The fields a body schema names, looking through the unions and intersections zod produces, and into the items of
 * a list body (the specification's quantity update list is a JSON array of lines).
 */
function fieldsOf(schema: OpenAPIV3.SchemaObject | undefined): string[] {
  if (!schema) return [];
  if (schema.type === "array") return fieldsOf(schema.items as OpenAPIV3.SchemaObject);
  const nested = [
    ...(schema.anyOf ?? []),
    ...(schema.oneOf ?? []),
    ...(schema.allOf ?? []),
  ] as OpenAPIV3.SchemaObject[];
  return [...Object.keys(schema.properties ?? {}), ...nested.flatMap(fieldsOf)];
}

describe("API document", () => {
  it("shows a request body with its fields for every POST and PUT route", () => {
    const writes = t.app.accessTable.filter(
      (entry) =>
        (entry.method === "POST" || entry.method === "PUT") && !NO_JSON_BODY.has(`${entry.method} ${entry.url}`),
    );
    expect(writes.length).toBeGreaterThan(30);
    const withoutFields: string[] = [];
    for (const entry of writes) {
      const operation = document.paths[openApiPath(entry.url)]?.[entry.method.toLowerCase() as "post" | "put"];
      if (fieldsOf(jsonBodySchema(operation)).length === 0) withoutFields.push(`${entry.method} ${entry.url}`);
    }
    expect(withoutFields).toEqual([]);
  });
});
