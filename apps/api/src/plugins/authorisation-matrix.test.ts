import { ROLE_NAMES, ROLES, type RoleName } from "@portal/contracts";
import type { HTTPMethods } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-app.js";
import { CATALOGUE_READ_ROUTES } from "../../test/catalogue-read-routes.js";
import { signInAs } from "../../test/factories.js";

/**
 * The authorisation matrix over every /api route, read from the access each route declares: nobody without a
 * token reaches a non-public route (401), and no signed-in role outside a route's list reaches it (403).
 * A route added later is covered without touching this file.
 */
let t: TestApp;
const tokens = new Map<RoleName, string>();

beforeAll(async () => {
  t = await buildTestApp();
  for (const role of ROLE_NAMES.filter((name) => name !== ROLES.anonymous)) {
    tokens.set(role, (await signInAs(t, role)).authToken);
  }
  // The public wizard's visitor: a session asked for by e-mail (decisions/visitor-sessions.md "Visitor sessions").
  const session = await t.request({
    method: "POST",
    url: "/api/Account/SessionToken?email=matrix.visitor@example.com",
  });
  tokens.set(ROLES.anonymous, session.json<string>());
});
afterAll(async () => {
  await t.close();
});

/** A concrete URL for a route pattern: ids become 1, wildcards a harmless name. */
function concreteUrl(pattern: string): string {
  return pattern.replace(/:[A-Za-z]+/g, "1").replace(/\*/g, "matrix-probe");
}

/**
 * Every guarded route an anonymous wizard session may call (spec 01 §6 "confined"): identity, version, the
 * catalogue's reads, geocoding, site data, and its own project, plot and roof with the roof editor, its solar
 * arrays, its NBS clauses and its documents. Which rows it reaches is then decided per session (canAccessProject).
 */
const ANONYMOUS_ROUTES = [
  "POST /api/Account/Logout",
  "POST /api/Account/LogoutAll",
  "GET /api/Account/WhoAmI",
  "GET /api/v1/system/Version",
  ...CATALOGUE_READ_ROUTES,
  // The catalogue's reads made for one of the session's roofs.
  "GET /api/v1/tiles/roof-selection/:roofId",
  "GET /api/v1/nbs-clauses/selected-tiles",
  "GET /api/v1/nbs-clauses/required-clauses",
  "GET /api/v1/nbs-clauses/optional-clauses",
  "POST /api/v1/signalr/negotiate",
  "GET /api/v1/projects/:id",
  "POST /api/v1/projects",
  "PUT /api/v1/projects",
  "GET /api/v1/plots",
  "GET /api/v1/plots/:id",
  "POST /api/v1/plots",
  "GET /api/v1/roofs/:id",
  "POST /api/v1/roofs",
  "PUT /api/v1/roofs/:id",
  "GET /api/v1/rooftypes",
  "GET /api/v1/vertical-timber-supports",
  "GET /api/v1/roof-fixing/roof/:id",
  "PUT /api/v1/roof-fixing",
  "GET /api/v1/roof-tile-details",
  "GET /api/v1/roof-tile-details/roof/:id",
  "PUT /api/v1/roof-tile-details",
  "GET /api/v1/roof-estimate/roof/:id",
  "PUT /api/v1/roof-estimate",
  "GET /api/v1/roof-system",
  "GET /api/v1/roof-system/roof/:id",
  "GET /api/v1/roof-system/options/:id",
  "PUT /api/v1/roof-system",
  "POST /api/v1/roof-estimate-data/recalculate/:id",
  "GET /api/v1/roof-estimate-data/roof/:id",
  "PUT /api/v1/roof-estimate-data/estimate-items/:id",
  "GET /api/v1/manual-component-selection",
  "GET /api/v1/manual-component-selection/:id",
  "PUT /api/v1/manual-component-selection",
  "PUT /api/v1/manual-component-selection/:id",
  "PUT /api/v1/manual-component-selection/amount-update/:id",
  "GET /api/v1/manual-component-selection/saved-components-with-colour/:id",
  "POST /api/v1/manual-colour-selection",
  "GET /api/v1/roof-estimate-data/manually-selected-quantities/:id",
  "GET /api/v1/roof-estimate-data/manually-selected-components/:id",
  "GET /api/v1/product-components/components-for-roof-with-colour/:id",
  "GET /api/v1/roofsystems/project/:projectId",
  "GET /api/v1/roof-fixing-data/batten/:projectId/:tileId",
  "GET /api/v1/roofs/fixing-result/:id",
  "GET /api/v1/roofs/fixing-diagnostic-data/:id",
  "GET /api/v1/roofs/estimate-diagnostic-data/:id",
  "GET /api/v1/roofs/document-availability/:id",
  "GET /api/v1/nbs-clauses/roof/:roofId",
  "GET /api/v1/nbs-clauses/manual/:roofId",
  "GET /api/v1/nbs-clauses/user/roof/:roofId",
  "POST /api/v1/nbs-clauses/calculate-clauses/roof/:roofId",
  "PUT /api/v1/roof-nbs-details",
  "POST /api/v1/roof-solar-arrays",
  "GET /api/v1/roof-solar-arrays/:id",
  "PUT /api/v1/roof-solar-arrays/:id",
  "DELETE /api/v1/roof-solar-arrays/:id",
  "GET /api/v1/roof-solar-arrays/roof/:roofId",
  "DELETE /api/v1/roof-solar-arrays/roof/:roofId",
  "POST /api/v1/project-pdfs/roofs",
  "GET /api/v1/roofs/documents/:id",
  "GET /api/v1/project-pdfs/:level/:id/:pdfType/:version",
  "GET /api/v1/site-data",
  "GET /api/v1/site-data/project/:projectId",
  "PUT /api/v1/site-data/project/:projectId",
  "GET /api/v1/geocoding/postcode",
  "GET /api/v1/geocoding/address",
  "GET /api/v1/geocoding/reverse",
];

describe("authorisation matrix", () => {
  it("lists every /api route with a declared access", () => {
    expect(t.app.accessTable.length).toBeGreaterThan(50);
  });

  it("refuses every non-public route without a token (401)", async () => {
    const guarded = t.app.accessTable.filter((entry) => entry.access !== "public");
    for (const entry of guarded) {
      const response = await t.request({ method: entry.method as HTTPMethods, url: concreteUrl(entry.url) });
      expect(response.statusCode, `${entry.method} ${entry.url}`).toBe(401);
    }
  });

  it("refuses every signed-in role that a route does not list (403)", async () => {
    let checked = 0;
    for (const entry of t.app.accessTable) {
      if (entry.access === "public" || entry.access === "authenticated") continue;
      const allowed = entry.access.roles;
      for (const [role, token] of tokens) {
        if (allowed.includes(role)) continue;
        const response = await t.request({ method: entry.method as HTTPMethods, url: concreteUrl(entry.url), token });
        expect(response.statusCode, `${role} → ${entry.method} ${entry.url}`).toBe(403);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });

  it("confines an anonymous session to the wizard's routes", () => {
    const reachable = t.app.accessTable
      .filter(
        ({ access }) => access !== "public" && (access === "authenticated" || access.roles.includes(ROLES.anonymous)),
      )
      .map(({ method, url }) => `${method} ${url}`);
    expect(reachable.sort()).toEqual([...ANONYMOUS_ROUTES].sort());
  });
});
