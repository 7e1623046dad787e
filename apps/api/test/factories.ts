import { ROLE_IDS, ROLES, type RoleName } from "@portal/contracts";
import type { NewRoofSystemRow } from "../src/db/schema/index.js";
import { hashPassword } from "../src/lib/passwords.js";
import { findActiveUserByEmail, insertUser, type NewUserRow } from "../src/modules/account/account.repository.js";
import { roofSystemRows } from "../src/modules/catalogue/roof-systems/roof-systems.repository.js";
import { insertPlot } from "../src/modules/plots/plots.repository.js";
import { insertProject } from "../src/modules/projects/projects.repository.js";
import { insertRoof } from "../src/modules/roofs/roofs.repository.js";
import type { TestApp } from "./build-app.js";

let sequence = 0;

/** The fields of a valid registration but the e-mail address. */
export const REGISTRATION_FIELDS = {
  firstName: "Ada",
  lastName: "Lovelace",
  phoneNumber: "+44 20 7946 0958",
  jobTitle: "Estimator",
  company: "Analytical Roofing Ltd",
  password: "correct-horse-battery",
  confirmPassword: "correct-horse-battery",
  addressLine1: "12 St James's Square",
  town: "London",
  postCode: "SW1Y 4JH",
  industryType: 1,
  hasAcceptedTermsAndConditions: true,
};

/** A verified user with a password, ready to sign in; any column can be overridden. */
export async function createUser(
  testApp: TestApp,
  options: { role?: RoleName; password?: string; overrides?: Partial<NewUserRow> } = {},
) {
  sequence += 1;
  const password = options.password ?? `Password-for-user-${sequence}`;
  const now = testApp.clock.now();
  const user = await insertUser(testApp.ctx.db, {
    email: `user${sequence}.${Date.now()}@example.com`,
    passwordHash: await hashPassword(password),
    roleId: ROLE_IDS[options.role ?? ROLES.user],
    firstName: `First${sequence}`,
    lastName: `Last${sequence}`,
    addressLine1: "1 High Street",
    town: "Bristol",
    postCode: "BS1 4DJ",
    phoneNumber: "0117 496 0000",
    jobTitle: "Estimator",
    company: "Example Roofing",
    industryType: 1,
    hasAcceptedTermsAndConditions: true,
    emailConfirmedAt: now,
    createdAt: now,
    updatedAt: now,
    ...options.overrides,
  });
  return { user, password };
}

/**
 * A signed-in user of `role` and the session its token names. Anonymous has no password and cannot log in: it
 * is the public wizard's visitor, whose session is asked for by e-mail (POST /api/Account/SessionToken), so its
 * password and refresh token are empty.
 */
export async function signInAs(testApp: TestApp, role: RoleName) {
  if (role === ROLES.anonymous) return startVisitorSession(testApp);
  const { user, password } = await createUser(testApp, { role });
  const tokens = await testApp.login(user.email, password);
  return { user, password, ...tokens, sessionId: await sessionIdOf(testApp, tokens.authToken) };
}

async function sessionIdOf(testApp: TestApp, token: string): Promise<string> {
  const claims = await testApp.ctx.signer.verify(token);
  if (!claims) throw new Error("the API answered a token it does not accept");
  return claims.sessionId;
}

/** A visitor's session for `email` (a new one by default), as the public wizard asks for it. */
export async function startVisitorSession(
  testApp: TestApp,
  email?: string,
  name?: { firstName: string; lastName: string },
) {
  sequence += 1;
  const address = email ?? `visitor${sequence}.${Date.now()}@example.com`;
  const response = await testApp.request({
    method: "POST",
    url: `/api/Account/SessionToken?email=${encodeURIComponent(address)}`,
    // The wizard sends the visitor's name in the body, as typed with the e-mail.
    ...(name ? { payload: name } : {}),
  });
  if (response.statusCode !== 200) throw new Error(`SessionToken failed: ${response.statusCode} ${response.body}`);
  const authToken = response.json<string>();
  const user = await findActiveUserByEmail(testApp.ctx.db, address);
  if (!user) throw new Error(`SessionToken made no user for ${address}`);
  return { user, password: "", authToken, refreshToken: "", sessionId: await sessionIdOf(testApp, authToken) };
}

type ProjectValues = Parameters<typeof insertProject>[1];
type PlotValues = Parameters<typeof insertPlot>[1];
type RoofValues = Parameters<typeof insertRoof>[1];

/** A project belonging to `owner` (a user row), stored directly; any column can be overridden. */
export async function createProject(testApp: TestApp, owner: { id: number }, overrides: Partial<ProjectValues> = {}) {
  sequence += 1;
  const now = testApp.clock.now();
  return insertProject(testApp.ctx.db, {
    name: `Project ${sequence}`,
    address: "1 Church Lane",
    town: "York",
    postCode: "YO1 7HH",
    accountUserId: owner.id,
    createdByUserId: owner.id,
    updatedByUserId: owner.id,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  });
}

/** A plot of `project`, stored directly. */
export async function createPlot(testApp: TestApp, project: { id: number }, overrides: Partial<PlotValues> = {}) {
  sequence += 1;
  const now = testApp.clock.now();
  return insertPlot(testApp.ctx.db, {
    projectId: project.id,
    name: `Plot ${sequence}`,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  });
}

/** A roof of `plot`, stored directly. */
export async function createRoof(testApp: TestApp, plot: { id: number }, overrides: Partial<RoofValues> = {}) {
  sequence += 1;
  const now = testApp.clock.now();
  return insertRoof(testApp.ctx.db, {
    plotId: plot.id,
    name: `Roof ${sequence}`,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  });
}

/** A project with one plot and one roof under it, for tests that need the whole chain. */
export async function createProjectWithRoof(
  testApp: TestApp,
  owner: { id: number },
  overrides: Partial<ProjectValues> = {},
) {
  const project = await createProject(testApp, owner, overrides);
  const plot = await createPlot(testApp, project);
  const roof = await createRoof(testApp, plot);
  return { project, plot, roof };
}

/** A valid roof system of the seeded catalogue's flat concrete tile, without its name. */
export const ROOF_SYSTEM_VALUES = {
  groupName: "Duo Ridge",
  associatedProductCode: "CT-FLAT-420",
  minPitch: 15,
  maxPitch: 45,
  nbsClause: "700",
  nbsSection: 3,
  clauseSubgroup: 8,
};

/**
 * A roof system of the seeded catalogue's flat concrete tile, stored directly (the catalogue's own create and
 * validation are tested through its routes); any column can be overridden.
 */
export async function createRoofSystem(testApp: TestApp, overrides: Partial<NewRoofSystemRow> = {}) {
  sequence += 1;
  const id = await roofSystemRows.insert(testApp.ctx.db, {
    name: `Roof system ${sequence}`,
    ...ROOF_SYSTEM_VALUES,
    ...overrides,
  });
  return { id };
}
