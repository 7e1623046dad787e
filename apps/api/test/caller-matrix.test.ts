import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type NbsClausesPayload, PDF_TYPES, ROLES, UPLOAD_BLOB_TYPE_HEADER } from "@portal/contracts";
import type { HTTPMethods } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findGeneration } from "../src/modules/documents/documents.repository.js";
import { buildTestApp, type TestApp, testConfig } from "./build-app.js";
import { CATALOGUE_READ_ROUTES } from "./catalogue-read-routes.js";
import { createCompany, joinCompany, leaveCompany } from "./companies.js";
import { completeRoof, findRoofProducts, type RoofProducts } from "./complete-roof.js";
import { databaseFingerprinter, jobsSettled } from "./database-fingerprint.js";
import { createProjectWithRoof, signInAs } from "./factories.js";
import { expiredTokenFor, withEditedClaims } from "./forged-tokens.js";

/**
 * The authorisation matrix by caller: every route that addresses a user's project, plot, roof, project file,
 * solar array or document, called on another user's object by every kind of caller, with the answer each one
 * must get written down below. Another user's object answers 404, so its existence is not revealed; staff
 * (Administrator, TAS User) reach every project; a feature kept to staff answers 403 to the owner. The owner's
 * project is shared with the owner's company, whose other members reach what the owner reaches, and nobody else.
 * Every route of the access table is either listed here or named as addressing no user's object, so a new
 * route fails this file until somebody decides who may call it.
 */

// ---- callers ------------------------------------------------------------------------------------------------

/** Callers whose token must be refused before anything is looked up. */
const TOKEN_FAULTS = ["noToken", "expiredToken", "tamperedToken"] as const;
/**
 * Signed-in callers that are not the owner. The owner is a User, so `otherUser` is both "a User" and "another
 * user of the owner's role". `anonymous` is a public wizard visitor's session of its own.
 */
const OTHER_CALLERS = ["anonymous", "otherUser", "asmUser"] as const;
const STAFF = ["tasUser", "administrator"] as const;

/**
 * The owner belongs to a company and shares the project with it (decisions/companies.md "Companies"): `companyMember` is
 * another member of it, `formerMember` was one until the owner removed them, `otherCompanyMember` belongs to a
 * company of their own.
 */
const COMPANY_CALLERS = ["companyMember", "formerMember", "otherCompanyMember"] as const;

type DeclaredCaller = "owner" | (typeof OTHER_CALLERS)[number] | (typeof STAFF)[number];
type SignedInCaller = DeclaredCaller | (typeof COMPANY_CALLERS)[number];
type Caller = SignedInCaller | (typeof TOKEN_FAULTS)[number];

/** "allow" is any 2xx answer; a number is the exact refusal. */
type Outcome = "allow" | 403 | 404;
type Expected = Record<DeclaredCaller, Outcome>;

/**
 * What the company callers get follows from the rest: a member of the owner's company what the owner gets on a
 * shared project, everything under it included; a former member and another company's member what a stranger gets.
 */
function everyCaller(expected: Expected): Record<SignedInCaller, Outcome> {
  return {
    ...expected,
    companyMember: expected.owner,
    formerMember: expected.otherUser,
    otherCompanyMember: expected.otherUser,
  };
}

/** What the project rules promise: the owner and staff reach it, anybody else is told it does not exist. */
const OWNER_AND_STAFF: Expected = {
  owner: "allow",
  tasUser: "allow",
  administrator: "allow",
  otherUser: 404,
  asmUser: 404,
  anonymous: 404,
};
/** As above, on a route a wizard visitor has no use for: refused for its role before any lookup. */
const OWNER_AND_STAFF_NOT_VISITORS: Expected = { ...OWNER_AND_STAFF, anonymous: 403 };
/** A staff feature on a project: the owner sees the project but not the feature; strangers see neither. */
const STAFF_FEATURE: Expected = { ...OWNER_AND_STAFF, owner: 403 };
/** A staff feature refused at the route by role alone, so nobody learns whether the object exists. */
const STAFF_ONLY_ROUTE: Expected = {
  owner: 403,
  tasUser: "allow",
  administrator: "allow",
  otherUser: 403,
  asmUser: 403,
  anonymous: 403,
};

// ---- the owner's objects ------------------------------------------------------------------------------------

/** The owner's objects every URL and body is filled from. */
type OwnedTree = {
  projectId: number;
  plotId: number;
  roofId: number;
  arrayId: number;
  projectFileId: number;
  tileId: number;
};

type Body = Record<string, unknown> | unknown[];

type RouteCase = {
  expected: Expected;
  url: (tree: OwnedTree) => string | Promise<string>;
  /** Built for each call, so a write carries the version the object has at that moment. */
  body?: (tree: OwnedTree) => Body | Promise<Body>;
  /** An allowed call removes the object: each allowed caller gets a tree of its own. */
  destroys?: true;
};

const v1 = (url: string) => `/api/v1${url}`;

/** Routes that address a user's object, keyed as the access table names them. */
const OWNED_OBJECT_ROUTES: Record<string, RouteCase> = {
  // Projects
  "GET /api/v1/projects/:id": { expected: OWNER_AND_STAFF, url: (o) => v1(`/projects/${o.projectId}`) },
  "PUT /api/v1/projects": {
    expected: OWNER_AND_STAFF,
    url: () => v1("/projects"),
    body: async (o) => current(v1(`/projects/${o.projectId}`)),
  },
  "POST /api/v1/projects/:id/clone": {
    expected: OWNER_AND_STAFF_NOT_VISITORS,
    url: (o) => v1(`/projects/${o.projectId}/clone`),
    body: () => ({ name: "Matrix copy" }),
  },
  "DELETE /api/v1/projects/:id": {
    expected: OWNER_AND_STAFF_NOT_VISITORS,
    url: (o) => v1(`/projects/${o.projectId}`),
    destroys: true,
  },
  "GET /api/v1/projects/documents/:id": {
    expected: OWNER_AND_STAFF_NOT_VISITORS,
    url: (o) => v1(`/projects/documents/${o.projectId}`),
  },
  "GET /api/v1/projects/document-availability/:id": {
    expected: OWNER_AND_STAFF_NOT_VISITORS,
    url: (o) => v1(`/projects/document-availability/${o.projectId}`),
  },
  "POST /api/v1/project-pdfs/projects": {
    expected: OWNER_AND_STAFF_NOT_VISITORS,
    url: () => v1("/project-pdfs/projects"),
    body: (o) => ({ projectId: o.projectId, pdfType: PDF_TYPES.fixingSpec }),
  },
  "GET /api/v1/site-data/project/:projectId": {
    expected: OWNER_AND_STAFF,
    url: (o) => v1(`/site-data/project/${o.projectId}`),
  },
  "PUT /api/v1/site-data/project/:projectId": {
    expected: OWNER_AND_STAFF,
    url: (o) => v1(`/site-data/project/${o.projectId}`),
    body: async (o) => ({
      altitude: 120,
      version: (await current(v1(`/site-data/project/${o.projectId}`))).siteInputs.version,
    }),
  },
  "GET /api/v1/roofsystems/project/:projectId": {
    expected: OWNER_AND_STAFF,
    url: (o) => v1(`/roofsystems/project/${o.projectId}`),
  },
  "GET /api/v1/roof-fixing-data/batten/:projectId/:tileId": {
    expected: OWNER_AND_STAFF,
    url: (o) => v1(`/roof-fixing-data/batten/${o.projectId}/${o.tileId}?roofId=${o.roofId}`),
  },
  "GET /api/v1/nbs-clauses/selected-tiles": {
    expected: OWNER_AND_STAFF,
    url: (o) => v1(`/nbs-clauses/selected-tiles?projectId=${o.projectId}`),
  },
  "GET /api/v1/nbs-clauses/required-clauses": {
    expected: OWNER_AND_STAFF,
    url: (o) => v1(`/nbs-clauses/required-clauses?projectId=${o.projectId}&tileId=${o.tileId}`),
  },
  "GET /api/v1/nbs-clauses/optional-clauses": {
    expected: OWNER_AND_STAFF,
    url: (o) => v1(`/nbs-clauses/optional-clauses?projectId=${o.projectId}&tileId=${o.tileId}`),
  },
  "POST /api/v1/nbs-clauses/override-required-clauses": {
    expected: STAFF_ONLY_ROUTE,
    url: () => v1("/nbs-clauses/override-required-clauses"),
    body: (o) => clauseListAsSaved(o, "required"),
  },
  "POST /api/v1/nbs-clauses/override-optional-clauses": {
    expected: STAFF_ONLY_ROUTE,
    url: () => v1("/nbs-clauses/override-optional-clauses"),
    body: (o) => clauseListAsSaved(o, "optional"),
  },

  // Plots
  "GET /api/v1/plots": { expected: OWNER_AND_STAFF, url: (o) => v1(`/plots?projectId=${o.projectId}`) },
  "POST /api/v1/plots": {
    expected: OWNER_AND_STAFF,
    url: () => v1("/plots"),
    body: (o) => ({ projectId: o.projectId, name: "Matrix plot" }),
  },
  "GET /api/v1/plots/:id": { expected: OWNER_AND_STAFF, url: (o) => v1(`/plots/${o.plotId}`) },
  "PUT /api/v1/plots/:id": {
    expected: OWNER_AND_STAFF_NOT_VISITORS,
    url: (o) => v1(`/plots/${o.plotId}`),
    body: async (o) => ({ name: "Renamed plot", version: (await current(v1(`/plots/${o.plotId}`))).version }),
  },
  "DELETE /api/v1/plots/:id": {
    expected: OWNER_AND_STAFF_NOT_VISITORS,
    url: (o) => v1(`/plots/${o.plotId}`),
    destroys: true,
  },
  "POST /api/v1/plots/:id/clone": {
    expected: OWNER_AND_STAFF_NOT_VISITORS,
    url: (o) => v1(`/plots/${o.plotId}/clone`),
    body: () => ({ name: "Matrix plot copy" }),
  },
  "GET /api/v1/plots/documents/:id": {
    expected: OWNER_AND_STAFF_NOT_VISITORS,
    url: (o) => v1(`/plots/documents/${o.plotId}`),
  },
  "GET /api/v1/plots/document-availability/:id": {
    expected: OWNER_AND_STAFF_NOT_VISITORS,
    url: (o) => v1(`/plots/document-availability/${o.plotId}`),
  },
  "POST /api/v1/project-pdfs/plots": {
    expected: OWNER_AND_STAFF_NOT_VISITORS,
    url: () => v1("/project-pdfs/plots"),
    body: (o) => ({ plotId: o.plotId, pdfType: PDF_TYPES.fixingSpec }),
  },

  // Roofs
  "POST /api/v1/roofs": {
    expected: OWNER_AND_STAFF,
    url: () => v1("/roofs"),
    body: (o) => ({ plotId: o.plotId, name: "Matrix roof" }),
  },
  "GET /api/v1/roofs/:id": { expected: OWNER_AND_STAFF, url: (o) => v1(`/roofs/${o.roofId}`) },
  "PUT /api/v1/roofs/:id": {
    expected: OWNER_AND_STAFF,
    url: (o) => v1(`/roofs/${o.roofId}`),
    body: async (o) => ({ name: "Renamed roof", version: (await current(v1(`/roofs/${o.roofId}`))).version }),
  },
  "DELETE /api/v1/roofs/:id": {
    expected: OWNER_AND_STAFF_NOT_VISITORS,
    url: (o) => v1(`/roofs/${o.roofId}`),
    destroys: true,
  },
  "POST /api/v1/roofs/:id/clone": {
    expected: OWNER_AND_STAFF_NOT_VISITORS,
    url: (o) => v1(`/roofs/${o.roofId}/clone`),
    body: () => ({ name: "Matrix roof copy" }),
  },
  "GET /api/v1/tiles/roof-selection/:roofId": {
    expected: OWNER_AND_STAFF,
    url: (o) => v1(`/tiles/roof-selection/${o.roofId}`),
  },
  "GET /api/v1/roof-fixing/roof/:id": { expected: OWNER_AND_STAFF, url: (o) => v1(`/roof-fixing/roof/${o.roofId}`) },
  "PUT /api/v1/roof-fixing": {
    expected: OWNER_AND_STAFF,
    url: () => v1("/roof-fixing"),
    body: async (o) => ({
      ...(await current(v1(`/roof-fixing/roof/${o.roofId}`))),
      roofId: o.roofId,
    }),
  },
  "GET /api/v1/roof-tile-details": {
    expected: OWNER_AND_STAFF,
    url: (o) => v1(`/roof-tile-details?roofId=${o.roofId}`),
  },
  "GET /api/v1/roof-tile-details/roof/:id": {
    expected: OWNER_AND_STAFF,
    url: (o) => v1(`/roof-tile-details/roof/${o.roofId}`),
  },
  "PUT /api/v1/roof-tile-details": {
    expected: OWNER_AND_STAFF,
    url: () => v1("/roof-tile-details"),
    body: async (o) => {
      const details = await current(v1(`/roof-tile-details/roof/${o.roofId}`));
      return { roofId: o.roofId, version: details.version, tileId: details.tileId, colourId: details.colourId };
    },
  },
  "GET /api/v1/roof-estimate/roof/:id": {
    expected: OWNER_AND_STAFF,
    url: (o) => v1(`/roof-estimate/roof/${o.roofId}`),
  },
  "PUT /api/v1/roof-estimate": {
    expected: OWNER_AND_STAFF,
    url: () => v1("/roof-estimate"),
    body: async (o) => ({
      roofId: o.roofId,
      version: (await current(v1(`/roof-estimate/roof/${o.roofId}`))).version,
      calculatedFields: [],
    }),
  },
  "GET /api/v1/roof-system": { expected: OWNER_AND_STAFF, url: (o) => v1(`/roof-system?roofId=${o.roofId}`) },
  "GET /api/v1/roof-system/roof/:id": { expected: OWNER_AND_STAFF, url: (o) => v1(`/roof-system/roof/${o.roofId}`) },
  "GET /api/v1/roof-system/options/:id": {
    expected: OWNER_AND_STAFF,
    url: (o) => v1(`/roof-system/options/${o.roofId}`),
  },
  "PUT /api/v1/roof-system": {
    expected: OWNER_AND_STAFF,
    url: () => v1("/roof-system"),
    body: async (o) => ({
      roofId: o.roofId,
      version: (await current(v1(`/roof-system/roof/${o.roofId}`))).version,
    }),
  },
  "POST /api/v1/roof-estimate-data/recalculate/:id": {
    expected: OWNER_AND_STAFF,
    url: (o) => v1(`/roof-estimate-data/recalculate/${o.roofId}`),
    body: () => ({ force: false }),
  },
  "GET /api/v1/roof-estimate-data/roof/:id": {
    expected: OWNER_AND_STAFF,
    url: (o) => v1(`/roof-estimate-data/roof/${o.roofId}`),
  },
  "PUT /api/v1/roof-estimate-data/estimate-items/:id": {
    expected: STAFF_FEATURE,
    url: async (o) => v1(`/roof-estimate-data/estimate-items/${(await estimateLineOf(o.roofId)).id}`),
    body: async (o) => ({ quantity: (await estimateLineOf(o.roofId)).quantity }),
  },
  "GET /api/v1/manual-component-selection": {
    expected: OWNER_AND_STAFF,
    url: (o) => v1(`/manual-component-selection?roofId=${o.roofId}`),
  },
  "GET /api/v1/manual-component-selection/:id": {
    expected: OWNER_AND_STAFF,
    url: (o) => v1(`/manual-component-selection/${o.roofId}`),
  },
  "PUT /api/v1/manual-component-selection": {
    expected: OWNER_AND_STAFF,
    url: () => v1("/manual-component-selection"),
    body: (o) => ({ roofId: o.roofId, components: [manualLine] }),
  },
  "PUT /api/v1/manual-component-selection/:id": {
    expected: OWNER_AND_STAFF,
    url: (o) => v1(`/manual-component-selection/${o.roofId}`),
    body: () => ({ components: [manualLine] }),
  },
  "PUT /api/v1/manual-component-selection/amount-update/:id": {
    expected: OWNER_AND_STAFF,
    url: (o) => v1(`/manual-component-selection/amount-update/${o.roofId}`),
    body: () => [manualLine],
  },
  "GET /api/v1/manual-component-selection/saved-components-with-colour/:id": {
    expected: OWNER_AND_STAFF,
    url: (o) => v1(`/manual-component-selection/saved-components-with-colour/${o.roofId}`),
  },
  "POST /api/v1/manual-colour-selection": {
    expected: OWNER_AND_STAFF,
    url: () => v1("/manual-colour-selection"),
    body: (o) => ({
      roofId: o.roofId,
      componentId: manualLine.componentId,
      productRoofSystemId: manualLine.systemId,
      colourId: null,
    }),
  },
  "GET /api/v1/roof-estimate-data/manually-selected-quantities/:id": {
    expected: OWNER_AND_STAFF,
    url: (o) => v1(`/roof-estimate-data/manually-selected-quantities/${o.roofId}`),
  },
  "GET /api/v1/roof-estimate-data/manually-selected-components/:id": {
    expected: OWNER_AND_STAFF,
    url: (o) => v1(`/roof-estimate-data/manually-selected-components/${o.roofId}`),
  },
  "GET /api/v1/product-components/components-for-roof-with-colour/:id": {
    expected: OWNER_AND_STAFF,
    url: (o) => v1(`/product-components/components-for-roof-with-colour/${o.roofId}`),
  },
  "GET /api/v1/roofs/fixing-result/:id": {
    expected: OWNER_AND_STAFF,
    url: (o) => v1(`/roofs/fixing-result/${o.roofId}`),
  },
  "GET /api/v1/roofs/fixing-diagnostic-data/:id": {
    expected: STAFF_FEATURE,
    url: (o) => v1(`/roofs/fixing-diagnostic-data/${o.roofId}`),
  },
  "GET /api/v1/roofs/estimate-diagnostic-data/:id": {
    expected: STAFF_FEATURE,
    url: (o) => v1(`/roofs/estimate-diagnostic-data/${o.roofId}`),
  },
  "GET /api/v1/roofs/document-availability/:id": {
    expected: OWNER_AND_STAFF,
    url: (o) => v1(`/roofs/document-availability/${o.roofId}`),
  },
  "GET /api/v1/nbs-clauses/roof/:roofId": {
    expected: OWNER_AND_STAFF,
    url: (o) => v1(`/nbs-clauses/roof/${o.roofId}`),
  },
  "GET /api/v1/nbs-clauses/manual/:roofId": {
    expected: OWNER_AND_STAFF,
    url: (o) => v1(`/nbs-clauses/manual/${o.roofId}`),
  },
  "GET /api/v1/nbs-clauses/user/roof/:roofId": {
    expected: OWNER_AND_STAFF,
    url: (o) => v1(`/nbs-clauses/user/roof/${o.roofId}`),
  },
  "POST /api/v1/nbs-clauses/calculate-clauses/roof/:roofId": {
    expected: OWNER_AND_STAFF,
    url: (o) => v1(`/nbs-clauses/calculate-clauses/roof/${o.roofId}`),
    body: () => ({ pruneSelection: false }),
  },
  "PUT /api/v1/roof-nbs-details": {
    expected: OWNER_AND_STAFF,
    url: () => v1("/roof-nbs-details"),
    body: async (o) => ({
      roofId: o.roofId,
      nbsClauseIds: [],
      version: (await current(v1(`/nbs-clauses/user/roof/${o.roofId}`))).version,
    }),
  },

  // Solar arrays
  "POST /api/v1/roof-solar-arrays": {
    expected: OWNER_AND_STAFF,
    url: () => v1("/roof-solar-arrays"),
    body: (o) => ({ roofId: o.roofId }),
  },
  "GET /api/v1/roof-solar-arrays/:id": { expected: OWNER_AND_STAFF, url: (o) => v1(`/roof-solar-arrays/${o.arrayId}`) },
  "PUT /api/v1/roof-solar-arrays/:id": {
    expected: OWNER_AND_STAFF,
    url: (o) => v1(`/roof-solar-arrays/${o.arrayId}`),
    body: async (o) => arrayDesign(await current(v1(`/roof-solar-arrays/${o.arrayId}`))),
  },
  "DELETE /api/v1/roof-solar-arrays/:id": {
    expected: OWNER_AND_STAFF,
    url: (o) => v1(`/roof-solar-arrays/${o.arrayId}`),
    destroys: true,
  },
  "GET /api/v1/roof-solar-arrays/roof/:roofId": {
    expected: OWNER_AND_STAFF,
    url: (o) => v1(`/roof-solar-arrays/roof/${o.roofId}`),
  },
  "DELETE /api/v1/roof-solar-arrays/roof/:roofId": {
    expected: OWNER_AND_STAFF,
    url: (o) => v1(`/roof-solar-arrays/roof/${o.roofId}`),
    destroys: true,
  },

  // Generated documents
  "POST /api/v1/project-pdfs/roofs": {
    expected: OWNER_AND_STAFF,
    url: () => v1("/project-pdfs/roofs"),
    body: (o) => ({ roofId: o.roofId, pdfType: PDF_TYPES.fixingSpec }),
  },
  "POST /api/v1/project-pdfs/roofs/improved-fixing-spec": {
    expected: STAFF_ONLY_ROUTE,
    url: () => v1("/project-pdfs/roofs/improved-fixing-spec"),
    body: (o) => ({ roofId: o.roofId }),
  },
  "GET /api/v1/roofs/documents/:id": { expected: OWNER_AND_STAFF, url: (o) => v1(`/roofs/documents/${o.roofId}`) },
  "GET /api/v1/project-pdfs/:level/:id/:pdfType/:version": {
    expected: OWNER_AND_STAFF,
    url: (o) => v1(`/project-pdfs/roofs/${o.roofId}/${PDF_TYPES.fixingSpec}/1`),
  },

  // Project files
  "GET /api/v1/project-documents": {
    expected: OWNER_AND_STAFF_NOT_VISITORS,
    url: (o) => v1(`/project-documents?projectId=${o.projectId}`),
  },
  "POST /api/v1/project-documents": {
    expected: OWNER_AND_STAFF_NOT_VISITORS,
    url: () => v1("/project-documents"),
    body: (o) => ({ projectId: o.projectId, fileName: "matrix.pdf", fileType: "application/pdf" }),
  },
  "GET /api/v1/project-documents/:id": {
    expected: OWNER_AND_STAFF_NOT_VISITORS,
    url: (o) => v1(`/project-documents/${o.projectFileId}`),
  },
  "DELETE /api/v1/project-documents/:id": {
    expected: OWNER_AND_STAFF_NOT_VISITORS,
    url: (o) => v1(`/project-documents/${o.projectFileId}`),
    destroys: true,
  },
};

/**
 * Routes that address no user's object: accounts and sessions, the catalogue and its administration, users
 * (administrators only), lookups, reference data, geocoding, creating one's own project, one's own lists, and
 * signed storage links (whose signature is the authorisation). Their role rules are the role matrix's business.
 */
const ROUTES_WITHOUT_OWNED_OBJECT = new Set([
  // A company is its members' (companies.test.ts holds who may do what in one); it addresses no user's project.
  "POST /api/v1/companies",
  "GET /api/v1/companies/mine",
  "PUT /api/v1/companies/:id",
  "POST /api/v1/companies/:id/invitations",
  "DELETE /api/v1/companies/:id/invitations/:invitationId",
  "POST /api/v1/companies/invitations/accept",
  "DELETE /api/v1/companies/:id/members/:userId",
  "GET /api/v1/companies/:id/audit",
  "GET /api/health",
  "POST /api/Account/Login",
  "POST /api/Account/Register",
  "POST /api/Account/ConfirmEmail",
  "POST /api/Account/Logout",
  "POST /api/Account/LogoutAll",
  "GET /api/Account/WhoAmI",
  "POST /api/Account/ForgottenPassword",
  "POST /api/Account/PasswordReset",
  "POST /api/Account/SessionToken",
  "GET /api/Account/Refresh",
  "GET /api/v1/system/Version",
  "GET /api/v1/users/paginated",
  "GET /api/v1/users/roles",
  "GET /api/v1/users/industry-types",
  "POST /api/v1/users",
  "GET /api/v1/users/:id",
  "PUT /api/v1/users/:id",
  "DELETE /api/v1/users/:id",
  "GET /api/v1/users/profile",
  "PUT /api/v1/users/profile",
  ...CATALOGUE_READ_ROUTES,
  // The catalogue's writes, and the reads only product management makes.
  "POST /api/v1/finishes",
  "PUT /api/v1/finishes",
  "PUT /api/v1/finishes/:id",
  "DELETE /api/v1/finishes/:id",
  "POST /api/v1/colours",
  "PUT /api/v1/colours",
  "PUT /api/v1/colours/:id",
  "DELETE /api/v1/colours/:id",
  "GET /api/v1/tiles/gettileproductmanagement/:id",
  "POST /api/v1/tiles",
  "PUT /api/v1/tiles",
  "PUT /api/v1/tiles/:id",
  "DELETE /api/v1/tiles/:id",
  "POST /api/v1/tilecolours",
  "PUT /api/v1/tilecolours",
  "PUT /api/v1/tilecolours/:id",
  "DELETE /api/v1/tilecolours/:id",
  "POST /api/v1/tileheadlaprules",
  "PUT /api/v1/tileheadlaprules",
  "PUT /api/v1/tileheadlaprules/:id",
  "DELETE /api/v1/tileheadlaprules/:id",
  "POST /api/v1/solar-edge-components",
  "PUT /api/v1/solar-edge-components",
  "PUT /api/v1/solar-edge-components/:id",
  "DELETE /api/v1/solar-edge-components/:id",
  "POST /api/v1/product-components/product-component-fixing-for-tile",
  "PUT /api/v1/product-components/product-component-fixing-for-tile/:mappingId",
  "DELETE /api/v1/product-components/product-component-fixing-for-tile/:tileId/:id",
  "PUT /api/v1/product-components/product-component-colour",
  "PUT /api/v1/product-components/product-component-colour/:id",
  "DELETE /api/v1/product-components/product-component-colour/:id",
  "GET /api/v1/productmanagementsearch/DoSearch/:term",
  "POST /api/v1/product-components",
  "PUT /api/v1/product-components",
  "PUT /api/v1/product-components/:id",
  "DELETE /api/v1/product-components/:id",
  "PUT /api/v1/productroofsystems/updateproductroofsystemcomponents",
  "PUT /api/v1/productroofsystems/updateproductroofsystemcomponents/:id",
  "DELETE /api/v1/productroofsystems/deleteproductroofsystemcomponent/:id",
  "POST /api/v1/productroofsystems",
  "PUT /api/v1/productroofsystems",
  "PUT /api/v1/productroofsystems/:id",
  "DELETE /api/v1/productroofsystems/:id",
  "GET /api/v1/nbs-management/nbs-headers",
  "GET /api/v1/nbs-management/nbs-headers/:id",
  "POST /api/v1/nbs-management/nbs-headers",
  "PUT /api/v1/nbs-management/nbs-headers",
  "PUT /api/v1/nbs-management/nbs-headers/:id",
  "DELETE /api/v1/nbs-management/nbs-headers/:id",
  "GET /api/v1/nbs-management/nbs-headers/:id/nbs-clauses",
  "GET /api/v1/nbs-management/nbs-clauses/:id",
  "POST /api/v1/nbs-management/nbs-clauses",
  "PUT /api/v1/nbs-management/nbs-clauses",
  "PUT /api/v1/nbs-management/nbs-clauses/:id",
  "DELETE /api/v1/nbs-management/nbs-clauses/:id",
  "POST /api/v1/solar-components",
  "PUT /api/v1/solar-components",
  "PUT /api/v1/solar-components/:id",
  "DELETE /api/v1/solar-components/:id",
  "POST /api/v1/solar-component-systems",
  "PUT /api/v1/solar-component-systems/:id",
  "DELETE /api/v1/solar-component-systems/:id",
  "POST /api/v1/signalr/negotiate",
  "GET /api/v1/salespersons",
  "GET /api/v1/projectowners",
  "GET /api/v1/projectcategories",
  "GET /api/v1/projectsources",
  "GET /api/v1/projectstatuses",
  "GET /api/v1/projects/paginated",
  "POST /api/v1/projects",
  "GET /api/v1/rooftypes",
  "GET /api/v1/vertical-timber-supports",
  "PUT /api/v1/storage/*",
  "GET /api/v1/storage/*",
  "GET /api/v1/customers/Lookup",
  "GET /api/v1/customers/account/:id",
  "GET /api/v1/customers/contact/:id",
  "GET /api/v1/site-data",
  "GET /api/v1/geocoding/postcode",
  "GET /api/v1/geocoding/address",
  "GET /api/v1/geocoding/reverse",
]);

// ---- set-up -------------------------------------------------------------------------------------------------

let t: TestApp;
let storageDir: string;
let products: RoofProducts;
let fingerprinter: Awaited<ReturnType<typeof databaseFingerprinter>>;
type SignedIn = Awaited<ReturnType<typeof signInAs>>;
let owner: SignedIn;
let tree: OwnedTree;
const tokens = new Map<Caller, string>();
/** A component the owner added by hand, whose colour may be chosen. */
let manualLine: { systemId: number; componentId: number; quantity: number };

/** An object as the API answers it: the fields writes are built from are named, the rest passes through as read. */
type Json = Record<string, unknown> & {
  version: number;
  siteInputs: { version: number };
  items: Array<{ id: number; quantity: number }>;
};

/** The object at `url` as the administrator reads it, to build a write from its present state. */
async function current(url: string): Promise<Json> {
  const response = await t.request({ method: "GET", url, token: tokenOf("administrator") });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json();
}

/** A line of the roof's estimate as it is now: a recalculation replaces the lines. */
async function estimateLineOf(roofId: number) {
  const [line] = (await current(v1(`/roof-estimate-data/roof/${roofId}`))).items;
  if (!line) throw new Error("the completed roof has no estimate line");
  return line;
}

/** The project's clause list for its tile as the NBS page sends it back: unchanged, codes left out. */
async function clauseListAsSaved(target: OwnedTree, list: "required" | "optional"): Promise<Body> {
  const payload = (await current(
    v1(`/nbs-clauses/${list}-clauses?projectId=${target.projectId}&tileId=${target.tileId}`),
  )) as unknown as NbsClausesPayload;
  return {
    projectId: payload.projectId,
    tileId: payload.tileId,
    nbsClauseHeaders: payload.nbsClauseHeaders.map((header) => ({
      ...header,
      nbsClauses: header.nbsClauses.map(({ code: _code, ...clause }) => clause),
    })),
  };
}

/** A solar array's design as the designer sends it back. */
function arrayDesign(array: Record<string, unknown>): Body {
  const fields = [
    "version",
    "orientation",
    "orientationFromSouth",
    "panelLocation",
    "panelId",
    "array",
    "windowId",
    "windowLocations",
    "inverterIds",
    "chargerIds",
  ];
  return Object.fromEntries(fields.map((field) => [field, array[field]]));
}

function tokenOf(caller: Caller): string {
  const token = tokens.get(caller);
  if (token === undefined) throw new Error(`no token for ${caller}`);
  return token;
}

/** The same minimal valid PDF the project files accept, as a browser would upload it. */
const PDF_BYTES = Buffer.concat([Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n"), Buffer.alloc(64, 0x20)]);

/** A new tree of the owner's: a project with a plot and a completed roof, a solar array and an uploaded file. */
async function buildOwnedTree(): Promise<OwnedTree> {
  const { project, plot, roof } = await createProjectWithRoof(t, owner.user, {
    sharedWithCompany: true,
    postCode: "CV1 1AA",
    lat: 52.4068,
    long: -1.5197,
  });
  await completeRoof(t, owner.authToken, roof.id, products);
  const array = await t.request({
    method: "POST",
    url: v1("/roof-solar-arrays"),
    token: owner.authToken,
    payload: { roofId: roof.id },
  });
  expect(array.statusCode, array.body).toBe(201);
  const file = await t.request({
    method: "POST",
    url: v1("/project-documents"),
    token: owner.authToken,
    payload: { projectId: project.id, fileName: "survey.pdf", fileType: "application/pdf" },
  });
  expect(file.statusCode, file.body).toBe(201);
  const uploadLink = new URL(file.json<{ sasUri: string }>().sasUri);
  const upload = await t.request({
    method: "PUT",
    url: `${uploadLink.pathname}${uploadLink.search}`,
    payload: PDF_BYTES,
    headers: { "content-type": "application/octet-stream", ...UPLOAD_BLOB_TYPE_HEADER },
  });
  expect(upload.statusCode, upload.body).toBe(201);
  return {
    projectId: project.id,
    plotId: plot.id,
    roofId: roof.id,
    arrayId: array.json<{ id: number }>().id,
    projectFileId: file.json<{ id: number }>().id,
    tileId: products.tile.id,
  };
}

/** Generates the roof's Fixing Spec as its owner and waits for version 1 to be stored. */
async function generateFixingSpec(roofId: number) {
  const response = await t.request({
    method: "POST",
    url: v1("/project-pdfs/roofs"),
    token: owner.authToken,
    payload: { roofId, pdfType: PDF_TYPES.fixingSpec },
  });
  expect(response.statusCode, response.body).toBe(202);
  const generationId = response.json<{ generationId: number }>().generationId;
  await jobsSettled(t);
  expect((await findGeneration(t.ctx.db, generationId))?.status).toBe("done");
}

/** Adds a component to the roof by hand, from the choices the roof offers. */
async function addManualComponent(roofId: number) {
  const selection = await current(v1(`/manual-component-selection?roofId=${roofId}`));
  const systems = selection.systems as Array<{ components: Array<{ systemId: number; componentId: number }> }>;
  const choice = systems.flatMap((system) => system.components)[0];
  if (!choice) throw new Error("the completed roof offers no component to add by hand");
  manualLine = { systemId: choice.systemId, componentId: choice.componentId, quantity: 2 };
  const saved = await t.request({
    method: "PUT",
    url: v1("/manual-component-selection"),
    token: owner.authToken,
    payload: { roofId, components: [manualLine] },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(os.tmpdir(), "portal-caller-matrix-"));
  t = await buildTestApp({ config: { storage: { ...testConfig().storage, localDir: storageDir } } });
  products = await findRoofProducts(t);
  owner = await signInAs(t, ROLES.user);
  const otherUser = await signInAs(t, ROLES.user);
  tokens.set("owner", owner.authToken);
  tokens.set("otherUser", otherUser.authToken);
  tokens.set("asmUser", (await signInAs(t, ROLES.asmUser)).authToken);
  tokens.set("tasUser", (await signInAs(t, ROLES.tasUser)).authToken);
  tokens.set("administrator", (await signInAs(t, ROLES.administrator)).authToken);
  tokens.set("anonymous", (await signInAs(t, ROLES.anonymous)).authToken);
  const companyId = await createCompany(t, owner, "Matrix Roofing Ltd");
  const companyMember = await signInAs(t, ROLES.user);
  await joinCompany(t, owner, companyId, companyMember);
  tokens.set("companyMember", companyMember.authToken);
  const formerMember = await signInAs(t, ROLES.user);
  await joinCompany(t, owner, companyId, formerMember);
  await leaveCompany(t, owner, companyId, formerMember.user.id);
  tokens.set("formerMember", formerMember.authToken);
  const otherCompanyMember = await signInAs(t, ROLES.user);
  await createCompany(t, otherCompanyMember, "Other Roofing Ltd");
  tokens.set("otherCompanyMember", otherCompanyMember.authToken);
  tokens.set("noToken", "");
  tokens.set("expiredToken", await expiredTokenFor(t, { ...owner, role: ROLES.user }));
  // Another user's genuine token aimed sideways at the owner: the forgery a stranger can make most cheaply.
  tokens.set("tamperedToken", withEditedClaims(otherUser.authToken, { sub: String(owner.user.id) }));

  tree = await buildOwnedTree();
  await addManualComponent(tree.roofId);
  await generateFixingSpec(tree.roofId);
  fingerprinter = await databaseFingerprinter(t);
}, 60_000);

afterAll(async () => {
  await t?.close();
  if (storageDir) await rm(storageDir, { recursive: true, force: true });
});

// ---- calling ------------------------------------------------------------------------------------------------

type PreparedRequest = { method: HTTPMethods; url: string; body: Body | undefined };

async function prepare(routeKey: string, route: RouteCase, target: OwnedTree): Promise<PreparedRequest> {
  const [method = "GET"] = routeKey.split(" ");
  return { method: method as HTTPMethods, url: await route.url(target), body: await route.body?.(target) };
}

async function send({ method, url, body }: PreparedRequest, caller: Caller) {
  const token = tokenOf(caller);
  return t.request({
    method,
    url,
    ...(token ? { token } : {}),
    ...(body === undefined ? {} : { payload: JSON.stringify(body), headers: { "content-type": "application/json" } }),
  });
}

function deniedCallers(route: RouteCase): Array<[Caller, 401 | 403 | 404]> {
  const signedIn = (Object.entries(everyCaller(route.expected)) as Array<[SignedInCaller, Outcome]>).filter(
    (entry): entry is [SignedInCaller, 403 | 404] => entry[1] !== "allow",
  );
  return [...TOKEN_FAULTS.map((caller): [Caller, 401] => [caller, 401]), ...signedIn];
}

function allowedCallers(route: RouteCase): SignedInCaller[] {
  return (Object.entries(everyCaller(route.expected)) as Array<[SignedInCaller, Outcome]>)
    .filter(([, outcome]) => outcome === "allow")
    .map(([caller]) => caller);
}

const ROUTE_CASES = Object.entries(OWNED_OBJECT_ROUTES);

describe("the caller matrix", () => {
  it("lists every route of the access table, here or among the routes that address no user's object", () => {
    const unclassified = t.app.accessTable
      .map(({ method, url }) => `${method} ${url}`)
      .filter((key) => !(key in OWNED_OBJECT_ROUTES) && !ROUTES_WITHOUT_OWNED_OBJECT.has(key));
    expect(unclassified, "routes with no decision on who may call them").toEqual([]);
  });

  it("lists no route that is gone, and none twice", () => {
    const registered = new Set(t.app.accessTable.map(({ method, url }) => `${method} ${url}`));
    const listed = [...Object.keys(OWNED_OBJECT_ROUTES), ...ROUTES_WITHOUT_OWNED_OBJECT];
    expect(listed.filter((key) => !registered.has(key))).toEqual([]);
    expect(Object.keys(OWNED_OBJECT_ROUTES).filter((key) => ROUTES_WITHOUT_OWNED_OBJECT.has(key))).toEqual([]);
  });

  it("guards every route on a user's object with a token", () => {
    const open = t.app.accessTable
      .filter(({ method, url }) => `${method} ${url}` in OWNED_OBJECT_ROUTES)
      .filter(({ access }) => access === "public");
    expect(open).toEqual([]);
  });
});

// Denied callers go first, while the owner's tree is as built; each refused write must leave the database as it was.
describe("callers refused on another user's object", () => {
  it.each(ROUTE_CASES)("%s", async (routeKey, route) => {
    const writes = !routeKey.startsWith("GET ");
    // Prepared first: reading the object's present version may itself store defaults the first time.
    const request = await prepare(routeKey, route, tree);
    const before = writes ? await fingerprinter.settledFingerprint() : "";
    const answers = [];
    for (const [caller, status] of deniedCallers(route)) {
      const response = await send(request, caller);
      answers.push({ caller, expected: status, actual: response.statusCode });
    }
    expect(answers.filter((answer) => answer.actual !== answer.expected)).toEqual([]);
    if (writes) expect(await fingerprinter.settledFingerprint(), `${routeKey} changed stored data`).toBe(before);
  });
});

describe("callers allowed on the owner's object", () => {
  const [keeping, destroying] = [
    ROUTE_CASES.filter(([, route]) => !route.destroys),
    ROUTE_CASES.filter(([, route]) => route.destroys),
  ];

  it.each(keeping)("%s", async (routeKey, route) => {
    const answers = [];
    for (const caller of allowedCallers(route)) {
      const response = await send(await prepare(routeKey, route, tree), caller);
      // A clone or a document runs as a job; the next caller's request must not meet it half done.
      await jobsSettled(t);
      answers.push({ caller, actual: response.statusCode, body: response.statusCode < 300 ? "" : response.body });
    }
    expect(answers.filter((answer) => answer.actual < 200 || answer.actual > 299)).toEqual([]);
  });

  // Last, and each on a tree of its own, so what they remove is missed by nothing.
  it.each(destroying)("%s", async (routeKey, route) => {
    const answers = [];
    for (const caller of allowedCallers(route)) {
      const response = await send(await prepare(routeKey, route, await buildOwnedTree()), caller);
      answers.push({ caller, actual: response.statusCode, body: response.statusCode < 300 ? "" : response.body });
    }
    expect(answers.filter((answer) => answer.actual < 200 || answer.actual > 299)).toEqual([]);
  });
});
