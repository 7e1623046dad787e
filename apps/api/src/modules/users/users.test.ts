import { ROLE_IDS, ROLES, USERS_MESSAGES } from "@portal/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, TEST_ADMIN, type TestApp } from "../../../test/build-app.js";
import { createUser, signInAs, startVisitorSession } from "../../../test/factories.js";
import * as accountRepository from "../account/account.repository.js";

let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await buildTestApp();
  adminToken = (await t.loginAsAdmin()).authToken;
  const people: Array<[string, string, string, boolean]> = [
    ["Alice", "Archer", "alice.archer@roofers.test", true],
    ["Bob", "Builder", "bob.builder@merchants.test", false],
    ["Carol", "Carter", "carol.carter@roofers.test", true],
    ["Dan", "Dawson", "dan_dawson@specifiers.test", false],
  ];
  for (const [firstName, lastName, email, marketing] of people) {
    await createUser(t, { overrides: { firstName, lastName, email, acceptMarketingByEmail: marketing } });
  }
  await createUser(t, {
    role: ROLES.tasUser,
    overrides: { firstName: "Tess", lastName: "Support", email: "tess@portal.test" },
  });
});
afterAll(async () => {
  await t.close();
});

/** Add User, as the administrator. */
const addUser = (payload: Record<string, unknown>) =>
  t.request({ method: "POST", url: "/api/v1/users", token: adminToken, payload });

/** An added user follows the mailed link (it carries their id) and chooses a password, which confirms the e-mail. */
async function setPasswordFromMail(email: string, userId: number, password: string) {
  const link = t.mailer.linkTo(email);
  expect(link.pathname).toBe("/password-reset");
  expect(link.searchParams.get("userId")).toBe(String(userId));
  const reset = await t.request({
    method: "POST",
    url: "/api/Account/PasswordReset",
    payload: { userId, code: link.searchParams.get("code"), password, confirmPassword: password },
  });
  expect(reset.statusCode, reset.body).toBe(200);
}

const list = async (query: string) => {
  const response = await t.request({ method: "GET", url: `/api/v1/users/paginated?${query}`, token: adminToken });
  expect(response.statusCode).toBe(200);
  return response.json() as { users: Array<{ email: string; firstName: string; role: string }>; totalCount: number };
};

describe("GET /users/paginated", () => {
  it("filters by name, e-mail, role and marketing flag in SQL and counts the whole match", async () => {
    expect((await list("name=carol")).users.map((user) => user.email)).toEqual(["carol.carter@roofers.test"]);
    expect((await list("name=bob builder")).totalCount).toBe(1);
    expect((await list("email=roofers.test")).totalCount).toBe(2);
    expect((await list(`roleId=${ROLE_IDS["TAS User"]}`)).users.map((user) => user.email)).toEqual([
      "tess@portal.test",
    ]);
    const marketing = await list("acceptMarketingByEmail=true&email=.test");
    expect(marketing.users.map((user) => user.email).sort()).toEqual([
      "alice.archer@roofers.test",
      "carol.carter@roofers.test",
    ]);
  });

  it("treats LIKE wildcards in a filter as plain text", async () => {
    expect((await list("email=_")).users.map((user) => user.email)).toEqual(["dan_dawson@specifiers.test"]);
    expect((await list("name=%25")).totalCount).toBe(0);
  });

  it("drops empty filter values, as the client's query builder does", async () => {
    const all = await list("name=&email=&roleId=&acceptMarketingByEmail=");
    expect(all.totalCount).toBe(6);
  });

  it("sorts by name by default and pages from 1", async () => {
    const firstPage = await list("pageNumber=1&pageSize=2&sortOrder=0");
    expect(firstPage.totalCount).toBe(6);
    expect(firstPage.users.map((user) => user.firstName)).toEqual(["Alice", "Bob"]);
    const secondPage = await list("pageNumber=2&pageSize=2");
    expect(secondPage.users.map((user) => user.firstName)).toEqual(["Carol", "Dan"]);
    const descending = await list("sortBy=Email&sortOrder=2&pageSize=1");
    expect(descending.users[0]?.email).toBe("tess@portal.test");
  });

  it("rejects an invalid page with 400 and model state", async () => {
    const response = await t.request({ method: "GET", url: "/api/v1/users/paginated?pageNumber=0", token: adminToken });
    expect(response.statusCode).toBe(400);
    expect(response.json().modelState).toHaveProperty("PageNumber");
  });
});

describe("who may manage users", () => {
  it.each([ROLES.tasUser, ROLES.asmUser, ROLES.user])("refuses a %s with 403", async (role) => {
    const { authToken } = await signInAs(t, role);
    for (const [method, url] of [
      ["GET", "/api/v1/users/paginated"],
      ["GET", "/api/v1/users/roles"],
      ["GET", "/api/v1/users/1"],
      ["PUT", "/api/v1/users/1"],
      ["DELETE", "/api/v1/users/1"],
      ["POST", "/api/v1/users"],
    ] as const) {
      const response = await t.request({
        method,
        url,
        token: authToken,
        payload: method === "GET" || method === "DELETE" ? undefined : {},
      });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().message).toBe("You are not allowed to view this data.");
    }
  });

  it("refuses callers without a token with 401", async () => {
    for (const [method, url] of [
      ["GET", "/api/v1/users/paginated"],
      ["GET", "/api/v1/users/roles"],
      ["GET", "/api/v1/users/profile"],
      ["POST", "/api/v1/users"],
      ["DELETE", "/api/v1/users/1"],
    ] as const) {
      expect((await t.request({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe("roles and industry types", () => {
  it("offers every role but Anonymous, as value and label", async () => {
    const response = await t.request({ method: "GET", url: "/api/v1/users/roles", token: adminToken });
    expect(response.json()).toEqual([
      { value: 1, label: "Administrator" },
      { value: 2, label: "TAS User" },
      { value: 3, label: "ASM User" },
      { value: 4, label: "User" },
    ]);
  });

  it("lists industry types as value and name without a token (registration needs them)", async () => {
    const response = await t.request({ method: "GET", url: "/api/v1/users/industry-types" });
    expect(response.statusCode).toBe(200);
    expect(response.json()[0]).toEqual({ value: 1, name: "Roofing Contractor" });
  });
});

describe("create, read, update and delete", () => {
  it("creates a user who sets a password from the mailed link and can then sign in", async () => {
    const created = await addUser({
      email: "new.starter@portal.test",
      roleId: ROLE_IDS["ASM User"],
      firstName: "New",
      lastName: "Starter",
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    await setPasswordFromMail("new.starter@portal.test", id, "my-own-new-password");
    const tokens = await t.login("new.starter@portal.test", "my-own-new-password");
    const whoAmI = await t.request({ method: "GET", url: "/api/Account/WhoAmI", token: tokens.authToken });
    expect(whoAmI.json()).toMatchObject({ role: "ASM User", isAsmUser: true });
  });

  it("validates a new user and refuses a taken e-mail", async () => {
    const invalid = await addUser({ email: "nope" });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().modelState).toEqual({ Email: ["Email is invalid"], RoleId: ["Role is required"] });
    const taken = await addUser({ email: TEST_ADMIN.email, roleId: 4 });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().modelState).toEqual({ Email: [USERS_MESSAGES.emailTaken] });
    // Two administrators adding the same person at once: one account, and the same 400 for the other.
    const together = await Promise.all(
      Array.from({ length: 3 }, () =>
        addUser({
          email: "added.twice@portal.test",
          roleId: ROLE_IDS["ASM User"],
          firstName: "Added",
          lastName: "Twice",
        }),
      ),
    );
    expect(together.map((response) => response.statusCode).sort()).toEqual([201, 400, 400]);
    for (const response of together.filter((candidate) => candidate.statusCode === 400)) {
      expect(response.json().modelState).toEqual({ Email: [USERS_MESSAGES.emailTaken] });
    }
    const anonymousRole = await addUser({ email: "ghost@portal.test", roleId: ROLE_IDS.Anonymous });
    expect(anonymousRole.json().modelState).toEqual({ RoleId: ["Role is invalid"] });
  });

  it("updates only the editable fields, unlocks, and ends sessions when the role changes", async () => {
    const { user, password } = await createUser(t, {
      overrides: { lockedUntil: new Date(Date.now() + 3_600_000), failedLoginCount: 5 },
    });
    const before = await t.request({ method: "GET", url: `/api/v1/users/${user.id}`, token: adminToken });
    expect(before.json().isLockedOut).toBe(true);
    const response = await t.request({
      method: "PUT",
      url: `/api/v1/users/${user.id}`,
      token: adminToken,
      payload: {
        ...(before.json() as Record<string, unknown>),
        email: "changed@portal.test",
        firstName: "Changed",
        roleId: ROLE_IDS["TAS User"],
        company: "New Company Ltd",
        postCode: "sw1a1aa",
        isLockedOut: false,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email: user.email,
      firstName: user.firstName,
      role: "TAS User",
      company: "New Company Ltd",
      postCode: "SW1A 1AA",
      isLockedOut: false,
    });
    await t.login(user.email, password);
  });

  it("requires an industry type when editing and checks phone and postcode patterns", async () => {
    const { user } = await createUser(t);
    const response = await t.request({
      method: "PUT",
      url: `/api/v1/users/${user.id}`,
      token: adminToken,
      payload: { roleId: 4, industryType: 0, phoneNumber: "12", postCode: "nowhere" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().modelState).toEqual({
      IndustryType: ["Industry type is required"],
      PhoneNumber: ["Phone number is invalid"],
      PostCode: ["Postcode is invalid"],
    });
  });

  it("deletes a user: 404 afterwards, sessions ended, e-mail free again", async () => {
    const { user, password } = await createUser(t);
    const tokens = await t.login(user.email, password);
    const deleted = await t.request({ method: "DELETE", url: `/api/v1/users/${user.id}`, token: adminToken });
    expect(deleted.statusCode).toBe(200);
    expect((await t.request({ method: "GET", url: `/api/v1/users/${user.id}`, token: adminToken })).statusCode).toBe(
      404,
    );
    expect((await t.request({ method: "DELETE", url: `/api/v1/users/${user.id}`, token: adminToken })).statusCode).toBe(
      404,
    );
    expect((await t.request({ method: "GET", url: "/api/Account/WhoAmI", token: tokens.authToken })).statusCode).toBe(
      401,
    );
    const reused = await addUser({ email: user.email, roleId: 4 });
    expect(reused.statusCode).toBe(201);
  });

  it("keeps administrators from deleting or demoting themselves", async () => {
    const me = await t.request({ method: "GET", url: "/api/Account/WhoAmI", token: adminToken });
    const id = me.json().id;
    const deleted = await t.request({ method: "DELETE", url: `/api/v1/users/${id}`, token: adminToken });
    expect(deleted.statusCode).toBe(403);
    expect(deleted.json().message).toBe(USERS_MESSAGES.cannotDeleteSelf);
    const demoted = await t.request({
      method: "PUT",
      url: `/api/v1/users/${id}`,
      token: adminToken,
      payload: { roleId: 4, industryType: 1 },
    });
    expect(demoted.statusCode).toBe(403);
  });

  it("answers 404 for an unknown id and 400 for a non-numeric one", async () => {
    expect((await t.request({ method: "GET", url: "/api/v1/users/999999", token: adminToken })).statusCode).toBe(404);
    const bad = await t.request({ method: "GET", url: "/api/v1/users/abc", token: adminToken });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().modelState).toEqual({ Id: ["Id is invalid"] });
  });
});

describe("Add User with the e-mail of a wizard visitor", () => {
  let sequence = 0;
  const visitorEmail = () => {
    sequence += 1;
    return `added.visitor${sequence}.${Date.now()}@example.com`;
  };
  const askForSession = (email: string) =>
    t.request({ method: "POST", url: "/api/Account/SessionToken", payload: { email } });
  const readProject = (projectId: number, token: string) =>
    t.request({ method: "GET", url: `/api/v1/projects/${projectId}`, token });

  /** A visitor's session for `email` and the project it made through the wizard's own call. */
  async function visitorWithProject(email: string) {
    const visitor = await startVisitorSession(t, email);
    const project = await t.request({
      method: "POST",
      url: "/api/v1/projects",
      token: visitor.authToken,
      payload: { name: "Garden Room", address: "12 St James's Square", town: "London", postCode: "SW1Y 4JH" },
    });
    expect(project.statusCode, project.body).toBe(201);
    const projectId: number = project.json().id;
    expect((await readProject(projectId, visitor.authToken)).statusCode).toBe(200);
    return { visitor, projectId };
  }

  it("takes the e-mail over; following the mailed link gives the account the visitor's project", async () => {
    const email = visitorEmail();
    const { visitor, projectId } = await visitorWithProject(email);

    const created = await addUser({ email, roleId: ROLE_IDS.User, firstName: "Vera", lastName: "Visitor" });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    // The address is the account's now: the visitor's token is dead and the wizard is told to log in.
    expect((await readProject(projectId, visitor.authToken)).statusCode).toBe(401);
    expect((await askForSession(email)).statusCode).toBe(409);

    await setPasswordFromMail(email, id, "vera-chose-this-one");

    const { authToken } = await t.login(email, "vera-chose-this-one");
    const project = await readProject(projectId, authToken);
    expect(project.statusCode, project.body).toBe(200);
    expect(project.json()).toMatchObject({ id: projectId, isUnregistered: false });
    const listed = await t.request({
      method: "GET",
      url: "/api/v1/projects/paginated?pageNumber=1&pageSize=100",
      token: authToken,
    });
    expect(listed.json().projects.map((row: { id: number }) => row.id)).toEqual([projectId]);
    const owner = await accountRepository.findActiveUserById(t.ctx.db, id);
    expect(owner?.adoptsAnonymousUserId).toBeNull();
    expect((await readProject(projectId, visitor.authToken)).statusCode).toBe(401);
  });

  it("matches the visitor's e-mail whatever its case, as the unique index does", async () => {
    const email = visitorEmail();
    const { visitor } = await visitorWithProject(email);
    const created = await addUser({ email: email.toUpperCase(), roleId: ROLE_IDS["ASM User"] });
    expect(created.statusCode, created.body).toBe(201);
    const whoAmI = await t.request({ method: "GET", url: "/api/Account/WhoAmI", token: visitor.authToken });
    expect(whoAmI.statusCode).toBe(401);
  });

  it.each([ROLES.anonymous, ROLES.user, ROLES.asmUser, ROLES.tasUser])(
    "still refuses a %s (403) and leaves the visitor and the project as they were",
    async (role) => {
      const email = visitorEmail();
      const { visitor, projectId } = await visitorWithProject(email);
      const { authToken } = await signInAs(t, role);
      const refused = await t.request({
        method: "POST",
        url: "/api/v1/users",
        token: authToken,
        payload: { email, roleId: ROLE_IDS.User },
      });
      expect(refused.statusCode).toBe(403);
      expect((await readProject(projectId, visitor.authToken)).statusCode).toBe(200);
      expect((await accountRepository.findActiveUserByEmail(t.ctx.db, email))?.id).toBe(visitor.user.id);
    },
  );
});

describe("own profile", () => {
  it("reads and updates the caller's profile; the e-mail stays as it was", async () => {
    const { user, authToken } = await signInAs(t, ROLES.user);
    const profile = await t.request({ method: "GET", url: "/api/v1/users/profile", token: authToken });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().email).toBe(user.email);
    const updated = await t.request({
      method: "PUT",
      url: "/api/v1/users/profile",
      token: authToken,
      payload: {
        ...(profile.json() as Record<string, unknown>),
        email: "hijack@example.com",
        firstName: "Renamed",
        town: "Leeds",
      },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ email: user.email, firstName: "Renamed", town: "Leeds" });
  });

  it("requires address, phone, job and industry for non-administrators", async () => {
    const { authToken } = await signInAs(t, ROLES.asmUser);
    const response = await t.request({
      method: "PUT",
      url: "/api/v1/users/profile",
      token: authToken,
      payload: {
        firstName: "",
        lastName: "Ok",
        addressLine1: "",
        town: "",
        postCode: "",
        phoneNumber: "",
        jobTitle: "",
        company: "",
        industryType: 0,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().modelState).toEqual({
      FirstName: ["First name is required"],
      AddressLine1: ["Address line 1 is required"],
      Town: ["Town is required"],
      PostCode: ["Postcode is required"],
      PhoneNumber: ["Phone number is required"],
      JobTitle: ["Job title is required"],
      Company: ["Company is required"],
      IndustryType: ["Industry type is required"],
    });
  });

  it("lets an administrator leave those fields empty", async () => {
    const response = await t.request({
      method: "PUT",
      url: "/api/v1/users/profile",
      token: adminToken,
      payload: { firstName: "Portal", lastName: "Admin" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ firstName: "Portal", addressLine1: null, industryType: 0 });
  });
});
