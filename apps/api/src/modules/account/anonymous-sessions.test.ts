import {
  ACCOUNT_MESSAGES,
  DEFAULT_ROOF_NAME,
  PDF_TYPES,
  REALTIME_EVENTS,
  ROLES,
  SESSION_TOKEN_EXPIRY,
} from "@portal/contracts";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildTestApp, type TestApp, testConfig } from "../../../test/build-app.js";
import { completeRoof, findRoofProducts, type RoofProducts } from "../../../test/complete-roof.js";
import { createUser, REGISTRATION_FIELDS, signInAs, startVisitorSession } from "../../../test/factories.js";
import { connectAs, disconnectAll, listen, nextEvent } from "../../../test/realtime-client.js";

/**
 * The public wizard's visitors (spec 01 §2.2, §6, §7; decisions/visitor-sessions.md "Visitor sessions"): a session asked for by
 * e-mail, confined to the wizard's calls and to what that session made, and adopted when the e-mail registers.
 */
let t: TestApp;
let products: RoofProducts;

beforeAll(async () => {
  t = await buildTestApp();
  products = await findRoofProducts(t);
});
afterAll(async () => {
  await t.close();
});

let sequence = 0;
const newEmail = () => {
  sequence += 1;
  return `wizard.visitor${sequence}.${Date.now()}@example.com`;
};

const askForSession = (email: string) =>
  t.request({ method: "POST", url: `/api/Account/SessionToken?email=${encodeURIComponent(email)}` });

const api = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, token: string, payload?: object) =>
  t.request({ method, url: `/api/v1${url}`, token, ...(payload ? { payload } : {}) });

/** The wizard's project (spec 01 §3.7): the site from the user's details, geocoded, and their company. */
const WIZARD_PROJECT = {
  name: "Garden Room",
  address: "12 St James's Square",
  town: "London",
  postCode: "SW1Y 4JH",
  lat: 51.5074,
  long: -0.1357,
  customerName: "Analytical Roofing Ltd",
  customerAddress1: "12 St James's Square",
  customerAddress2: null,
  customerAddressTown: "London",
  customerAddressPostCode: "SW1Y 4JH",
};

/** The wizard's creation chain through the API: project, plot, roof 'Main Roof'. */
async function createWizardChain(token: string) {
  const project = await api("POST", "/projects", token, WIZARD_PROJECT);
  expect(project.statusCode, project.body).toBe(201);
  const projectId: number = project.json().id;
  const plot = await api("POST", "/plots", token, { projectId });
  expect(plot.statusCode, plot.body).toBe(201);
  const plotId: number = plot.json().id;
  const roof = await api("POST", "/roofs", token, { plotId, name: DEFAULT_ROOF_NAME });
  expect(roof.statusCode, roof.body).toBe(201);
  return { projectId, plotId, roofId: roof.json().id as number };
}

async function projectIdsListed(token: string, query = "") {
  const response = await api("GET", `/projects/paginated?pageNumber=1&pageSize=100&${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().projects as Array<{ id: number }>).map((project) => project.id);
}

describe("POST /api/Account/SessionToken", () => {
  it("answers a token string for a new e-mail, which WhoAmI reports as Anonymous", async () => {
    const email = newEmail();
    const response = await askForSession(email);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    const token = response.json();
    expect(typeof token).toBe("string");
    const me = await t.request({ method: "GET", url: "/api/Account/WhoAmI", token });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      email,
      role: ROLES.anonymous,
      isAnonymous: true,
      isAuthenticated: false,
      isAdmin: false,
    });
  });

  it("reuses the e-mail's Anonymous user but opens a new session on every call", async () => {
    const email = newEmail();
    const first = await startVisitorSession(t, email);
    const second = await startVisitorSession(t, email);
    expect(second.user.id).toBe(first.user.id);
    expect(second.sessionId).not.toBe(first.sessionId);
  });

  it("refuses the e-mail of a registered account (409), telling the visitor to log in", async () => {
    const { user } = await createUser(t);
    const response = await askForSession(user.email.toUpperCase());
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(ACCOUNT_MESSAGES.sessionEmailRegistered);
  });

  it("refuses an invalid or missing e-mail (400 with model state)", async () => {
    const invalid = await askForSession("not an email");
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().modelState).toEqual({ Email: ["Invalid email"] });
    const missing = await t.request({ method: "POST", url: "/api/Account/SessionToken" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().modelState).toHaveProperty("Email");
  });

  it("takes the e-mail from a JSON body too, keeping it out of URLs", async () => {
    const email = newEmail();
    const response = await t.request({ method: "POST", url: "/api/Account/SessionToken", payload: { email } });
    expect(response.statusCode, response.body).toBe(200);
    const me = await t.request({ method: "GET", url: "/api/Account/WhoAmI", token: response.json() });
    expect(me.json()).toMatchObject({ email, role: ROLES.anonymous });
  });

  it("issues a token that lasts 120 minutes and comes with no refresh token", async () => {
    const { authToken } = await startVisitorSession(t);
    const claims = JSON.parse(Buffer.from(authToken.split(".")[1] ?? "", "base64url").toString());
    expect(claims.exp - claims.iat).toBe(SESSION_TOKEN_EXPIRY * 60);
    expect(SESSION_TOKEN_EXPIRY).toBe(120);

    const whoAmI = () => t.request({ method: "GET", url: "/api/Account/WhoAmI", token: authToken });
    t.clock.advanceMinutes(119);
    expect((await whoAmI()).statusCode).toBe(200);
    t.clock.advanceMinutes(2);
    expect((await whoAmI()).statusCode).toBe(401);
  });

  it("gives a wizard visitor no way in through Login or a password reset", async () => {
    const { user } = await startVisitorSession(t);
    const login = await t.request({
      method: "POST",
      url: "/api/Account/Login",
      payload: { email: user.email, password: "anything-at-all-123" },
    });
    expect(login.statusCode).toBe(401);
    expect(login.json().message).toBe(ACCOUNT_MESSAGES.incorrectLogin);
    const mailsBefore = t.mailer.sent.length;
    const reset = await t.request({
      method: "POST",
      url: "/api/Account/ForgottenPassword",
      payload: { email: user.email },
    });
    expect(reset.statusCode).toBe(200);
    expect(t.mailer.sent.length).toBe(mailsBefore);
  });

  it("keeps wizard visitors out of the administrators' users list", async () => {
    const { user } = await startVisitorSession(t);
    const admin = await t.loginAsAdmin();
    const response = await t.request({
      method: "GET",
      url: `/api/v1/users/paginated?pageNumber=1&pageSize=10&email=${encodeURIComponent(user.email)}`,
      token: admin.authToken,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().totalCount).toBe(0);
  });

  it("is rate limited per client address (429)", async () => {
    const limited = await buildTestApp({
      config: { rateLimits: { ...testConfig().rateLimits, sessionToken: { max: 2, timeWindowMs: 60_000 } } },
    });
    try {
      const ask = () =>
        limited.request({ method: "POST", url: `/api/Account/SessionToken?email=${encodeURIComponent(newEmail())}` });
      expect((await ask()).statusCode).toBe(200);
      expect((await ask()).statusCode).toBe(200);
      const third = await ask();
      expect(third.statusCode).toBe(429);
      expect(third.json().message).toBe("You have made too many requests");
    } finally {
      await limited.close();
    }
  });
});

describe("what an anonymous session may do", () => {
  it("walks the wizard: project, plot, 'Main Roof', the roof's data, a solar array and a fixing spec", async () => {
    const visitor = await startVisitorSession(t);
    const token = visitor.authToken;
    const { projectId, plotId, roofId } = await createWizardChain(token);

    const project = await api("GET", `/projects/${projectId}`, token);
    expect(project.statusCode, project.body).toBe(200);
    expect(project.json()).toMatchObject({ name: WIZARD_PROJECT.name, isUnregistered: true });
    const saved = await api("PUT", "/projects", token, {
      ...WIZARD_PROJECT,
      id: projectId,
      version: project.json().version,
      name: "Garden Room (renamed)",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await api("GET", `/plots/${plotId}`, token)).statusCode).toBe(200);
    const roof = await api("GET", `/roofs/${roofId}`, token);
    expect(roof.statusCode).toBe(200);
    expect(roof.json().name).toBe(DEFAULT_ROOF_NAME);

    await completeRoof(t, token, roofId, products);
    expect((await api("GET", `/roof-fixing/roof/${roofId}`, token)).statusCode).toBe(200);
    expect((await api("GET", `/nbs-clauses/roof/${roofId}`, token)).statusCode).toBe(200);
    const array = await api("POST", "/roof-solar-arrays", token, { roofId });
    expect(array.statusCode, array.body).toBe(201);
    expect((await api("GET", `/roof-solar-arrays/roof/${roofId}`, token)).json().solarArrayIds).toEqual([
      array.json().id,
    ]);

    const generation = await api("POST", "/project-pdfs/roofs", token, { roofId, pdfType: PDF_TYPES.fixingSpec });
    expect(generation.statusCode, generation.body).toBe(202);
    const history = await vi.waitFor(
      async () => {
        const response = await api("GET", `/roofs/documents/${roofId}`, token);
        expect(response.statusCode).toBe(200);
        expect(response.json().fixingDocuments).toHaveLength(1);
        return response.json();
      },
      { timeout: 30_000, interval: 200 },
    );
    const version = history.fixingDocuments[0].version;
    const link = await api("GET", `/project-pdfs/roofs/${roofId}/${PDF_TYPES.fixingSpec}/${version}`, token);
    expect(link.statusCode, link.body).toBe(200);
  });

  it("tells only the session that asked when its document is ready, not another session of the same e-mail", async () => {
    const origin = await listen(t);
    const email = newEmail();
    const asking = await startVisitorSession(t, email);
    const other = await startVisitorSession(t, email);
    const askingSocket = await connectAs(t, origin, asking.authToken);
    const otherSocket = await connectAs(t, origin, other.authToken);
    const { roofId } = await createWizardChain(asking.authToken);
    await completeRoof(t, asking.authToken, roofId, products);

    const heardByOther = nextEvent(otherSocket, REALTIME_EVENTS.fixingSpecGenerated, 5_000).then(
      () => "heard",
      () => "not heard",
    );
    const announced = nextEvent(askingSocket, REALTIME_EVENTS.fixingSpecGenerated, 30_000);
    const generation = await api("POST", "/project-pdfs/roofs", asking.authToken, {
      roofId,
      pdfType: PDF_TYPES.fixingSpec,
    });
    expect(generation.statusCode, generation.body).toBe(202);
    expect((await announced).RoofId).toBe(roofId);
    // The other session shares the user but not the project: its socket hears nothing of it.
    expect(await heardByOther).toBe("not heard");
    disconnectAll();
  });

  it("cannot reach another session's project, even one made with the same e-mail (404), but makes its own", async () => {
    const email = newEmail();
    const first = await startVisitorSession(t, email);
    const made = await createWizardChain(first.authToken);
    const array = await api("POST", "/roof-solar-arrays", first.authToken, { roofId: made.roofId });
    expect(array.statusCode).toBe(201);

    const second = await startVisitorSession(t, email);
    const token = second.authToken;
    const refusals = {
      project: await api("GET", `/projects/${made.projectId}`, token),
      projectSave: await api("PUT", "/projects", token, { ...WIZARD_PROJECT, id: made.projectId, version: 1 }),
      plots: await api("GET", `/plots?projectId=${made.projectId}`, token),
      plot: await api("GET", `/plots/${made.plotId}`, token),
      newPlot: await api("POST", "/plots", token, { projectId: made.projectId }),
      roof: await api("GET", `/roofs/${made.roofId}`, token),
      newRoof: await api("POST", "/roofs", token, { plotId: made.plotId }),
      roofFixing: await api("GET", `/roof-fixing/roof/${made.roofId}`, token),
      roofNbs: await api("GET", `/nbs-clauses/roof/${made.roofId}`, token),
      solarArray: await api("GET", `/roof-solar-arrays/${array.json().id}`, token),
      solarArrays: await api("GET", `/roof-solar-arrays/roof/${made.roofId}`, token),
      newSolarArray: await api("POST", "/roof-solar-arrays", token, { roofId: made.roofId }),
      documents: await api("GET", `/roofs/documents/${made.roofId}`, token),
      generate: await api("POST", "/project-pdfs/roofs", token, {
        roofId: made.roofId,
        pdfType: PDF_TYPES.fixingSpec,
      }),
      download: await api("GET", `/project-pdfs/roofs/${made.roofId}/${PDF_TYPES.fixingSpec}/1`, token),
      siteData: await api("GET", `/site-data/project/${made.projectId}`, token),
    };
    for (const [call, response] of Object.entries(refusals)) {
      expect(response.statusCode, `${call}: ${response.body}`).toBe(404);
    }

    const own = await createWizardChain(token);
    expect((await api("GET", `/projects/${own.projectId}`, token)).statusCode).toBe(200);
    // And the first session cannot see the second's.
    expect((await api("GET", `/projects/${own.projectId}`, first.authToken)).statusCode).toBe(404);
  });

  it("cannot reach a registered user's project (404)", async () => {
    const owner = await signInAs(t, ROLES.user);
    const project = await api("POST", "/projects", owner.authToken, WIZARD_PROJECT);
    const visitor = await startVisitorSession(t);
    expect((await api("GET", `/projects/${project.json().id}`, visitor.authToken)).statusCode).toBe(404);
  });

  it("is refused (403) everything outside the wizard: lists, users, profile, cloning, files, deleting", async () => {
    const visitor = await startVisitorSession(t);
    const token = visitor.authToken;
    const { projectId, plotId, roofId } = await createWizardChain(token);
    const refusals = {
      projectsList: await api("GET", "/projects/paginated?pageNumber=1&pageSize=10", token),
      unregisteredList: await api(
        "GET",
        "/projects/paginated?pageNumber=1&pageSize=10&showPubliclyCreated=true",
        token,
      ),
      users: await api("GET", "/users/paginated?pageNumber=1&pageSize=10", token),
      roles: await api("GET", "/users/roles", token),
      profile: await api("GET", "/users/profile", token),
      clone: await api("POST", `/projects/${projectId}/clone`, token, { name: "Copy" }),
      deleteProject: await api("DELETE", `/projects/${projectId}`, token),
      plotClone: await api("POST", `/plots/${plotId}/clone`, token, { name: "Copy" }),
      deletePlot: await api("DELETE", `/plots/${plotId}`, token),
      roofClone: await api("POST", `/roofs/${roofId}/clone`, token, { name: "Copy" }),
      deleteRoof: await api("DELETE", `/roofs/${roofId}`, token),
      projectFiles: await api("GET", `/project-documents?projectId=${projectId}`, token),
      projectNbsOverride: await api("POST", "/nbs-clauses/override-required-clauses", token, { projectId }),
      projectDocuments: await api("GET", `/projects/documents/${projectId}`, token),
      plotDocument: await api("POST", "/project-pdfs/plots", token, { plotId, pdfType: PDF_TYPES.fixingSpec }),
      statuses: await api("GET", "/projectstatuses", token),
      salesPersons: await api("GET", "/salespersons", token),
      customers: await api("GET", "/customers/Lookup?search=a", token),
    };
    for (const [call, response] of Object.entries(refusals)) {
      expect(response.statusCode, `${call}: ${response.body}`).toBe(403);
    }
    // Nothing was deleted.
    expect((await api("GET", `/projects/${projectId}`, token)).statusCode).toBe(200);
  });
});

describe("adoption on registration", () => {
  const register = (email: string, fields: Partial<typeof REGISTRATION_FIELDS> = {}) =>
    t.request({ method: "POST", url: "/api/Account/Register", payload: { ...REGISTRATION_FIELDS, ...fields, email } });
  const whoAmI = (token: string) => t.request({ method: "GET", url: "/api/Account/WhoAmI", token });
  const choosePassword = (link: URL, password: string) =>
    t.request({
      method: "POST",
      url: "/api/Account/PasswordReset",
      payload: {
        userId: Number(link.searchParams.get("userId")),
        code: link.searchParams.get("code"),
        password,
        confirmPassword: password,
      },
    });

  it("gives a stranger who registers a visitor's e-mail nothing: no account, no session ended, no projects", async () => {
    const email = newEmail();
    const visitor = await startVisitorSession(t, email);
    const { projectId } = await createWizardChain(visitor.authToken);

    const strangersPassword = "the-strangers-own-password";
    const registered = await register(email, {
      firstName: "Mallory",
      password: strangersPassword,
      confirmPassword: strangersPassword,
    });
    expect(registered.statusCode, registered.body).toBe(200);

    // The visitor works on: their session lives, their e-mail still opens sessions, their project is theirs.
    expect((await whoAmI(visitor.authToken)).statusCode).toBe(200);
    expect((await askForSession(email)).statusCode).toBe(200);
    expect((await api("GET", `/projects/${projectId}`, visitor.authToken)).statusCode).toBe(200);
    // The password the stranger chose opens nothing.
    expect(
      (await t.request({ method: "POST", url: "/api/Account/Login", payload: { email, password: strangersPassword } }))
        .statusCode,
    ).toBe(401);

    // The mailbox is greeted without the name someone else typed, and offered a password of its own.
    const mail = t.mailer.lastTo(email);
    expect(mail.text).not.toContain("Mallory");
    expect(mail.text.startsWith("Hello,\n")).toBe(true);
    const link = t.mailer.linkTo(email);
    expect(link.pathname).toBe("/password-reset");
    // The link is no e-mail confirmation: confirming alone hands nothing over.
    const confirmed = await t.request({
      method: "POST",
      url: "/api/Account/ConfirmEmail",
      payload: { userId: Number(link.searchParams.get("userId")), code: link.searchParams.get("code") },
    });
    expect(confirmed.statusCode).toBe(400);
  });

  it("makes the account when the mailbox's owner chooses the password, keeping the projects and ending the visitor's sessions", async () => {
    const email = newEmail();
    const visitor = await startVisitorSession(t, email);
    const { projectId } = await createWizardChain(visitor.authToken);
    const asm = await signInAs(t, ROLES.asmUser);
    expect(await projectIdsListed(asm.authToken, "showPubliclyCreated=true")).toContain(projectId);

    expect((await register(email, { firstName: "Mallory" })).statusCode).toBe(200);
    const strangersLink = t.mailer.linkTo(email);
    expect((await register(email)).statusCode).toBe(200);
    const ownersLink = t.mailer.linkTo(email);

    const ownersPassword = "the-mailbox-owners-password";
    const completed = await choosePassword(ownersLink, ownersPassword);
    expect(completed.statusCode, completed.body).toBe(200);
    // Every session the visitor had has ended, and the address is an account's now.
    expect((await whoAmI(visitor.authToken)).statusCode).toBe(401);
    expect((await askForSession(email)).statusCode).toBe(409);
    // Any other pending registration link of the address is spent.
    expect((await choosePassword(strangersLink, "another-password-altogether")).statusCode).toBe(400);
    expect((await choosePassword(ownersLink, ownersPassword)).statusCode).toBe(400);

    const { authToken } = await t.login(email, ownersPassword);
    const me = (await whoAmI(authToken)).json();
    expect(me.role).toBe(ROLES.user);
    expect(await projectIdsListed(authToken)).toEqual([projectId]);
    const project = await api("GET", `/projects/${projectId}`, authToken);
    expect(project.statusCode).toBe(200);
    expect(project.json().isUnregistered).toBe(false);
    expect(await projectIdsListed(asm.authToken, "showPubliclyCreated=true")).not.toContain(projectId);
  });

  it("lets a visitor's LogoutAll end its own session only, not the other sessions of the e-mail", async () => {
    const email = newEmail();
    const visitor = await startVisitorSession(t, email);
    const stranger = await startVisitorSession(t, email);
    const loggedOut = await t.request({ method: "POST", url: "/api/Account/LogoutAll", token: stranger.authToken });
    expect(loggedOut.statusCode).toBe(200);
    expect((await whoAmI(stranger.authToken)).statusCode).toBe(401);
    expect((await whoAmI(visitor.authToken)).statusCode).toBe(200);
  });

  it("leaves a registration of an unused e-mail as it was", async () => {
    const email = newEmail();
    const registered = await t.request({
      method: "POST",
      url: "/api/Account/Register",
      payload: { ...REGISTRATION_FIELDS, email },
    });
    expect(registered.statusCode).toBe(200);
    const again = await t.request({
      method: "POST",
      url: "/api/Account/Register",
      payload: { ...REGISTRATION_FIELDS, email },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().modelState).toEqual({ Email: [ACCOUNT_MESSAGES.registerEmailTaken] });
  });
});
