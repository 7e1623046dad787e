import * as contracts from "@portal/contracts";
import { ROLES } from "@portal/contracts";
import fc from "fast-check";
import type { HTTPMethods } from "fastify";
import type { OpenAPIV3 } from "openapi-types";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { buildTestApp, type TestApp } from "./build-app.js";
import { databaseFingerprinter } from "./database-fingerprint.js";
import { signInAs } from "./factories.js";

/**
 * Property-based fuzzing of every route in the route table: requests built from the contracts (the route's
 * declared path and query parameters, and bodies made of the contracts' field names) filled with valid and
 * hostile values. Whatever arrives, the answer is never a 5xx, and a refused write (400, 415) stores nothing.
 * Bounded for CI: a fixed seed and a fixed number of runs per route; a failure prints the seed and the request.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 6);

/** Routes whose success would end the fuzzing session itself. */
const SKIPPED_ROUTES = new Set(["POST /api/Account/Logout", "POST /api/Account/LogoutAll"]);

let t: TestApp;
let token: string;
let fuzzingUserId: number;
let databaseFingerprint: () => Promise<string>;
let settledFingerprint: () => Promise<string>;

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await signInAs(t, ROLES.administrator);
  token = admin.authToken;
  fuzzingUserId = admin.user.id;
  ({ fingerprint: databaseFingerprint, settledFingerprint } = await databaseFingerprinter(t));
});
afterAll(async () => {
  await t.close();
});

// ---- values -------------------------------------------------------------------------------------------------

const HOSTILE_TEXTS = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "null",
  "0",
  "-1",
  "1.5",
  "1e20",
  "2147483648",
  "-2147483649",
  "9007199254740993",
  "NaN",
  "Infinity",
  "true",
  "[]",
  "{}",
  "' or 1=1 --",
  "%",
  "_",
  "\\",
  "<script>alert(1)</script>",
  "\u{1F3E0}",
  "\uD800",
  "a".repeat(300),
  `a@${".".repeat(5_000)}@`,
  "x@example.com",
  "SW1A 1AA",
  "2026-02-30",
  "31/12/2026",
];
const HOSTILE_NUMBERS = [
  0,
  -1,
  1,
  2,
  0.5,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  1e20,
  -1e20,
  Number.MAX_VALUE,
];

const hostileText = fc.oneof(fc.constantFrom(...HOSTILE_TEXTS), fc.string({ maxLength: 12 }));
const hostileNumber = fc.oneof(
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const hostileScalar = fc.oneof(hostileText, hostileNumber, fc.boolean(), fc.constant(null));
const hostileValue = fc.oneof(
  { weight: 4, arbitrary: hostileScalar },
  { weight: 1, arbitrary: fc.array(hostileScalar, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 6 }), hostileScalar, { maxKeys: 3 }) },
);
/** Ids that exist in a small test database, so some requests get past the lookups. */
const plausibleId = fc.integer({ min: 1, max: 12 }).filter((id) => id !== fuzzingUserId);

/** A valid-looking value for a field, guessed from its name, or a hostile one. */
function fieldValue(name: string): fc.Arbitrary<unknown> {
  const lower = name.toLowerCase();
  const plausible: fc.Arbitrary<unknown>[] = [];
  if (lower === "id" || lower.endsWith("id")) plausible.push(plausibleId);
  if (lower.endsWith("ids")) plausible.push(fc.array(plausibleId, { maxLength: 3 }));
  if (lower.includes("email")) plausible.push(fc.constantFrom("fuzz@example.com", "admin@example.com"));
  if (lower.includes("postcode")) plausible.push(fc.constantFrom("SW1A 1AA", "LS1"));
  if (/^(is|has|accept)/.test(name)) plausible.push(fc.boolean());
  if (lower.includes("name") || lower === "text") plausible.push(fc.constantFrom("Fuzz", "Fuzz record"));
  if (lower.includes("date")) plausible.push(fc.constantFrom("2026-01-31", "31/01/2026"));
  if (lower.includes("pitch") || lower.includes("rafter") || lower.includes("headlap"))
    plausible.push(fc.integer({ min: 0, max: 90 }));
  return plausible.length === 0 ? hostileValue : fc.oneof(hostileValue, ...plausible);
}

/** Every field name the contracts know, from each exported object schema. */
function contractFieldNames(): string[] {
  const names = new Set<string>();
  for (const exported of Object.values(contracts)) {
    if (exported instanceof z.ZodObject) for (const key of Object.keys(exported.shape)) names.add(key);
    if (exported instanceof z.ZodPipe && exported.in instanceof z.ZodObject)
      for (const key of Object.keys(exported.in.shape)) names.add(key);
  }
  return [...names].sort();
}

const fieldNames = contractFieldNames();

const objectBody = fc
  .uniqueArray(fc.constantFrom(...fieldNames), { maxLength: 10 })
  .chain((keys) => fc.record(Object.fromEntries(keys.map((key) => [key, fieldValue(key)]))));
const body = fc.oneof(
  { weight: 6, arbitrary: objectBody },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(null, [], "text", 0, true, [{}]) },
);

type Parameter = OpenAPIV3.ParameterObject & { schema?: OpenAPIV3.SchemaObject };

/** A query or path value as text: one the parameter's schema allows, or a hostile one. */
function parameterText(parameter: Parameter): fc.Arbitrary<string> {
  const schema = parameter.schema ?? {};
  const plausible: fc.Arbitrary<string>[] = [];
  const types = [schema.type, ...(schema.anyOf ?? []).map((option) => (option as OpenAPIV3.SchemaObject).type)];
  if (types.includes("integer") || parameter.name.toLowerCase().endsWith("id")) plausible.push(plausibleId.map(String));
  if (types.includes("number")) plausible.push(fc.integer({ min: 0, max: 90 }).map(String));
  if (types.includes("boolean")) plausible.push(fc.constantFrom("true", "false"));
  const enums = [schema.enum, ...(schema.anyOf ?? []).map((option) => (option as OpenAPIV3.SchemaObject).enum)]
    .flat()
    .filter((value): value is string => typeof value === "string");
  if (enums.length > 0) plausible.push(fc.constantFrom(...enums));
  const hostile = fc.oneof(hostileText, hostileNumber.map(String));
  return plausible.length === 0 ? hostile : fc.oneof(hostile, ...plausible);
}

// ---- routes -------------------------------------------------------------------------------------------------

type FuzzedRoute = {
  method: HTTPMethods;
  /** As registered, with :name and * segments. */
  url: string;
  pathParameters: Parameter[];
  queryParameters: Parameter[];
  hasBody: boolean;
};

function routesToFuzz(): FuzzedRoute[] {
  const document = t.app.swagger() as OpenAPIV3.Document;
  return t.app.accessTable
    .filter((entry) => !SKIPPED_ROUTES.has(`${entry.method} ${entry.url}`))
    .map((entry) => {
      const openApiPath = entry.url.replace(/:([A-Za-z]+)/g, "{$1}");
      const operation = document.paths[openApiPath]?.[entry.method.toLowerCase() as OpenAPIV3.HttpMethods] as
        | OpenAPIV3.OperationObject
        | undefined;
      const parameters = (operation?.parameters ?? []) as Parameter[];
      const pathNames = [...entry.url.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1] ?? "");
      return {
        method: entry.method as HTTPMethods,
        url: entry.url,
        // A path segment missing from the document (none should be) is fuzzed as an id.
        pathParameters: pathNames.map(
          (name) =>
            parameters.find((parameter) => parameter.in === "path" && parameter.name === name) ?? { name, in: "path" },
        ),
        queryParameters: parameters.filter((parameter) => parameter.in === "query"),
        hasBody: entry.method !== "GET" && entry.method !== "DELETE",
      };
    });
}

function requestArbitrary(route: FuzzedRoute) {
  const pathValues = fc.tuple(...route.pathParameters.map((parameter) => parameterText(parameter)));
  const wildcard = fc.oneof(
    fc.constantFrom("x", "a/b.pdf", "%00", "..%2F..%2Fetc%2Fpasswd"),
    fc.string({ maxLength: 8 }),
  );
  const query = fc.record(
    Object.fromEntries(
      route.queryParameters.map((parameter) => [
        parameter.name,
        fc.oneof(parameterText(parameter), fc.array(parameterText(parameter), { minLength: 2, maxLength: 3 })),
      ]),
    ),
    { requiredKeys: [] },
  );
  return fc.record({
    pathValues,
    wildcard,
    query,
    body: route.hasBody ? fc.option(body, { nil: undefined }) : fc.constant(undefined),
  });
}

/** Every UTF-8 byte percent-encoded, so even a lone surrogate (sent as U+FFFD) makes a valid URL. */
function encodeText(value: string): string {
  return [...Buffer.from(value, "utf8")].map((byte) => `%${byte.toString(16).padStart(2, "0")}`).join("");
}

function concreteUrl(
  route: FuzzedRoute,
  generated: { pathValues: string[]; wildcard: string; query: Record<string, string | string[]> },
): string {
  let index = 0;
  const path = route.url
    .replace(/:[A-Za-z]+/g, () => encodeText(generated.pathValues[index++] ?? ""))
    .replace(/\*/g, () => generated.wildcard.split("/").map(encodeText).join("/"));
  const query = Object.entries(generated.query).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((text) => `${encodeText(name)}=${encodeText(text)}`),
  );
  return query.length === 0 ? path : `${path}?${query.join("&")}`;
}

/** Cases every route gets besides the random ones: the hostile inputs the product once answered with 500. */
function knownHostileRequests(route: FuzzedRoute) {
  const everywhere = (value: string) => ({
    pathValues: route.pathParameters.map(() => value),
    wildcard: value,
    query: Object.fromEntries(route.queryParameters.map((parameter) => [parameter.name, value])),
  });
  const idFields = fieldNames.filter((name) => name === "id" || name.endsWith("Id") || name === "industryType");
  const tooBig = 2 ** 31;
  return [
    { ...everywhere("1"), body: route.hasBody ? null : undefined },
    {
      ...everywhere(String(tooBig)),
      body: route.hasBody ? Object.fromEntries(idFields.map((name) => [name, tooBig])) : undefined,
    },
    {
      ...everywhere("a\u0000b"),
      body: route.hasBody ? Object.fromEntries(fieldNames.map((name) => [name, "a\u0000b"])) : undefined,
    },
  ].map((example) => [example] as [typeof example]);
}

describe("fuzzing every route from its contract", () => {
  it("covers the whole route table", () => {
    expect(routesToFuzz().length).toBeGreaterThan(100);
  });

  it("never answers 5xx, and a refused write stores nothing", async () => {
    let fingerprint: string | undefined;
    let requests = 0;
    for (const [index, route] of routesToFuzz().entries()) {
      await fc.assert(
        fc.asyncProperty(requestArbitrary(route), async (generated) => {
          const url = concreteUrl(route, {
            ...generated,
            query: generated.query as Record<string, string | string[]>,
          });
          const isWrite = route.method !== "GET";
          if (isWrite && fingerprint === undefined) fingerprint = await settledFingerprint();
          const response = await t.request({
            method: route.method,
            url,
            token,
            ...(generated.body === undefined ? {} : { payload: JSON.stringify(generated.body) }),
            headers: generated.body === undefined ? {} : { "content-type": "application/json" },
          });
          requests += 1;
          expect(response.statusCode, `${route.method} ${url} answered ${response.body}`).toBeLessThan(500);
          const isRefused = response.statusCode === 400 || response.statusCode === 415;
          if (isWrite && isRefused) {
            expect(await databaseFingerprint(), `${route.method} ${url} was refused but stored a change`).toBe(
              fingerprint,
            );
          } else if (!isRefused) {
            // Anything else may have written (a success, a token refreshed, a sign-in failure counted).
            fingerprint = undefined;
          }
        }),
        {
          seed: SEED + index,
          numRuns: RUNS_PER_ROUTE,
          endOnFailure: true,
          examples: knownHostileRequests(route),
        },
      );
    }
    expect(requests).toBeGreaterThan(100 * RUNS_PER_ROUTE);
  }, 120_000);
});
