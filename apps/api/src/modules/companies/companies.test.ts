import {
  COMPANY_AUDIT_PAGE_SIZE,
  COMPANY_INVITATION_DAYS,
  COMPANY_MESSAGES,
  COMPANY_ROLES,
  type CompanyAuditPage,
  type MyCompany,
  type Project,
  type ProjectsPage,
  ROLES,
} from "@portal/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, startSecondInstance, type TestApp } from "../../../test/build-app.js";
import { createCompany, invitationTokenFor, joinCompany, leaveCompany } from "../../../test/companies.js";
import { createProjectWithRoof, createUser, signInAs } from "../../../test/factories.js";
import { companyAudit, users } from "../../db/schema/index.js";

let t: TestApp;
type SignedIn = Awaited<ReturnType<typeof signInAs>>;

const v1 = (url: string) => `/api/v1${url}`;

async function call(
  caller: SignedIn | undefined,
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  payload?: object,
) {
  return t.request({
    method,
    url: v1(url),
    ...(caller ? { token: caller.authToken } : {}),
    ...(payload ? { payload } : {}),
  });
}

async function mine(caller: SignedIn): Promise<MyCompany> {
  const response = await call(caller, "GET", "/companies/mine");
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MyCompany>();
}

async function invite(owner: SignedIn, companyId: number, email: string) {
  return call(owner, "POST", `/companies/${companyId}/invitations`, { email });
}

async function accept(caller: SignedIn, token: string) {
  return call(caller, "POST", "/companies/invitations/accept", { token });
}

async function projectAs(caller: SignedIn, projectId: number) {
  return call(caller, "GET", `/projects/${projectId}`);
}

async function listAs(caller: SignedIn, query = "") {
  const response = await call(caller, "GET", `/projects/paginated?pageSize=100${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ProjectsPage>().projects;
}

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t?.close();
});

describe("creating a company", () => {
  it("makes the caller its Owner, once; a blank name and a visitor are refused", async () => {
    const owner = await signInAs(t, ROLES.user);
    expect(await mine(owner)).toEqual({ company: null });

    const blank = await call(owner, "POST", "/companies", { name: "   " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ modelState: { Name: [COMPANY_MESSAGES.nameRequired] } });

    const created = await call(owner, "POST", "/companies", { name: "  Pennine Roofing Ltd " });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toEqual({ id: expect.any(Number), name: "Pennine Roofing Ltd", role: COMPANY_ROLES.owner });

    const again = await call(owner, "POST", "/companies", { name: "Second Ltd" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(COMPANY_MESSAGES.alreadyInCompany);

    const visitor = await signInAs(t, ROLES.anonymous);
    expect((await call(visitor, "POST", "/companies", { name: "Visitor Ltd" })).statusCode).toBe(403);
    expect((await call(visitor, "GET", "/companies/mine")).statusCode).toBe(403);
    expect((await call(undefined, "GET", "/companies/mine")).statusCode).toBe(401);
  });
});

describe("invitations", () => {
  let owner: SignedIn;
  let companyId: number;

  beforeAll(async () => {
    owner = await signInAs(t, ROLES.asmUser);
    companyId = await createCompany(t, owner, "Mill Lane Roofing");
  });

  it("mail a single-use link that only the invited, verified address can accept", async () => {
    const invitee = await signInAs(t, ROLES.user);
    const stranger = await signInAs(t, ROLES.user);
    const sent = await invite(owner, companyId, invitee.user.email.toUpperCase());
    expect(sent.statusCode, sent.body).toBe(201);
    const link = t.mailer.linkTo(invitee.user.email.toUpperCase());
    expect(`${link.origin}${link.pathname}`).toBe("http://portal.test/company-invitation");
    const token = invitationTokenFor(t, invitee.user.email.toUpperCase());

    // The Owner sees it pending; a stranger holding the link is refused and changes nothing.
    expect((await mine(owner)).company?.invitations).toEqual([
      { id: sent.json().id, email: invitee.user.email.toUpperCase(), dateCreated: expect.any(String) },
    ]);
    const wrong = await accept(stranger, token);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe(COMPANY_MESSAGES.invitationForAnotherAddress);
    expect(await mine(stranger)).toEqual({ company: null });

    // A tampered token is no token.
    expect((await accept(invitee, `${token.slice(0, -2)}xx`)).statusCode).toBe(404);

    const accepted = await accept(invitee, token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ id: companyId, name: "Mill Lane Roofing", role: COMPANY_ROLES.member });
    const used = await accept(invitee, token);
    expect(used.statusCode).toBe(404);
    expect(used.json().message).toBe(COMPANY_MESSAGES.invitationInvalid);

    // A member sees the members but no invitations.
    const asMember = await mine(invitee);
    expect(asMember.company).toMatchObject({ id: companyId, role: COMPANY_ROLES.member, invitations: [] });
    expect(asMember.company?.members.map((member) => [member.email, member.role])).toEqual([
      [owner.user.email, COMPANY_ROLES.owner],
      [invitee.user.email, COMPANY_ROLES.member],
    ]);
    expect((await mine(owner)).company?.invitations).toEqual([]);
  });

  it("are the Owner's to send and withdraw: a member or an outsider gets 403", async () => {
    const member = await signInAs(t, ROLES.user);
    await joinCompany(t, owner, companyId, member);
    const outsider = await signInAs(t, ROLES.tasUser);
    for (const caller of [member, outsider]) {
      const refused = await invite(caller, companyId, "someone@example.com");
      expect(refused.statusCode).toBe(403);
      expect((await call(caller, "GET", `/companies/${companyId}/audit`)).statusCode).toBe(403);
    }
    // Inviting a member again is refused; a bad address names the field.
    expect((await invite(owner, companyId, member.user.email)).statusCode).toBe(409);
    expect((await invite(owner, companyId, "not-an-address")).statusCode).toBe(400);

    const sent = await invite(owner, companyId, "withdrawn@example.com");
    const token = invitationTokenFor(t, "withdrawn@example.com");
    const withdrawnUrl = `/companies/${companyId}/invitations/${sent.json().id}`;
    expect((await call(member, "DELETE", withdrawnUrl)).statusCode).toBe(403);
    expect((await call(owner, "DELETE", withdrawnUrl)).statusCode).toBe(204);
    expect((await call(owner, "DELETE", withdrawnUrl)).statusCode).toBe(404);
    const { user, password } = await createUser(t, { overrides: { email: "withdrawn@example.com" } });
    const invitee = { user, ...(await t.login(user.email, password)) };
    expect((await accept(invitee as SignedIn, token)).statusCode).toBe(404);
  });

  it("cannot make a member of another company join", async () => {
    const elsewhere = await signInAs(t, ROLES.user);
    await createCompany(t, elsewhere, "Elsewhere Ltd");
    await invite(owner, companyId, elsewhere.user.email);
    const refused = await accept(elsewhere, invitationTokenFor(t, elsewhere.user.email));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(COMPANY_MESSAGES.alreadyInCompany);
  });

  // Last of its group: it moves the clock past every token signed in before it.
  it("replace the address's earlier invitation, expire after the set days, and need a verified e-mail", async () => {
    const { user, password } = await createUser(t);
    await invite(owner, companyId, user.email);
    const first = invitationTokenFor(t, user.email);
    await invite(owner, companyId, user.email);
    const second = invitationTokenFor(t, user.email);
    // Signed in, then the address is no longer verified (as after an e-mail change).
    const unverified = { user, ...(await t.login(user.email, password)) } as SignedIn;
    await t.ctx.db.update(users).set({ emailConfirmedAt: null }).where(eq(users.id, user.id));
    expect((await accept(unverified, first)).statusCode).toBe(404);
    const needsVerifying = await accept(unverified, second);
    expect(needsVerifying.statusCode).toBe(403);
    expect(needsVerifying.json().message).toBe(COMPANY_MESSAGES.invitationNeedsVerifiedEmail);

    await t.ctx.db.update(users).set({ emailConfirmedAt: t.clock.now() }).where(eq(users.id, user.id));
    t.clock.advanceMinutes(COMPANY_INVITATION_DAYS * 24 * 60 + 1);
    const later = { user, ...(await t.login(user.email, password)) } as SignedIn;
    expect((await accept(later, second)).statusCode).toBe(404);
    expect(await mine(later)).toEqual({ company: null });
  });
});

describe("shared projects", () => {
  let owner: SignedIn;
  let member: SignedIn;
  let companyId: number;

  beforeAll(async () => {
    owner = await signInAs(t, ROLES.user);
    member = await signInAs(t, ROLES.user);
    companyId = await createCompany(t, owner, "Shared Slate Co");
    await joinCompany(t, owner, companyId, member);
  });

  it("are shared by default once the owner belongs to a company, and listed for members with the owner's name", async () => {
    const created = await call(owner, "POST", "/projects", { name: "Chapel conversion" });
    expect(created.statusCode, created.body).toBe(201);
    const projectId = created.json<{ id: number }>().id;
    const read = await projectAs(member, projectId);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json<Project>()).toMatchObject({ sharedWithCompany: true, ownerName: expect.stringMatching(/^First/) });

    const kept = await call(owner, "POST", "/projects", { name: "Private barn", sharedWithCompany: false });
    const keptId = kept.json<{ id: number }>().id;
    expect((await projectAs(member, keptId)).statusCode).toBe(404);

    const listed = await listAs(member);
    expect(listed.map((project) => project.id)).toContain(projectId);
    expect(listed.map((project) => project.id)).not.toContain(keptId);
    const ownOfMember = await call(member, "POST", "/projects", { name: "Member's own" });
    const sharedOnly = (await listAs(member, "&sharedWithCompany=true")).map((project) => project.id);
    expect(sharedOnly).toContain(projectId);
    expect(sharedOnly).toContain(ownOfMember.json<{ id: number }>().id);
    expect(sharedOnly).not.toContain(keptId);
    // Without a company the filter shows nothing, rather than everything.
    const loner = await signInAs(t, ROLES.user);
    await call(loner, "POST", "/projects", { name: "Loner's" });
    expect(await listAs(loner, "&sharedWithCompany=true")).toEqual([]);
  });

  it("change sharing only by the owner or staff, each change audited; a member's try is refused and changes nothing", async () => {
    const created = await call(owner, "POST", "/projects", { name: "Sharing toggled" });
    const projectId = created.json<{ id: number }>().id;
    const current = (await projectAs(owner, projectId)).json<Project>();

    const byMember = await call(member, "PUT", "/projects", { ...current, sharedWithCompany: false });
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().message).toBe(COMPANY_MESSAGES.sharingOwnerOnly);
    expect((await projectAs(owner, projectId)).json<Project>()).toMatchObject({
      sharedWithCompany: true,
      version: current.version,
    });

    // A member edits everything else as the owner would.
    const edited = await call(member, "PUT", "/projects", { ...current, notes: "Checked by the estimator" });
    expect(edited.statusCode, edited.body).toBe(200);

    const unshared = await call(owner, "PUT", "/projects", {
      ...edited.json<Project>(),
      sharedWithCompany: false,
    });
    expect(unshared.statusCode, unshared.body).toBe(200);
    expect((await projectAs(member, projectId)).statusCode).toBe(404);

    const audit = await call(owner, "GET", `/companies/${companyId}/audit`);
    expect(audit.statusCode, audit.body).toBe(200);
    const [newest] = audit.json<CompanyAuditPage>().entries;
    expect(newest).toMatchObject({
      action: "sharingChanged",
      shared: false,
      subject: `${current.referenceNumber} Sharing toggled`,
    });
  });

  it("cannot be shared by someone who belongs to no company", async () => {
    const loner = await signInAs(t, ROLES.user);
    const created = await call(loner, "POST", "/projects", { name: "Alone", sharedWithCompany: true });
    const project = (await projectAs(loner, created.json<{ id: number }>().id)).json<Project>();
    expect(project.sharedWithCompany).toBe(false);
    const refused = await call(loner, "PUT", "/projects", { ...project, sharedWithCompany: true });
    expect(refused.statusCode).toBe(400);
  });

  it("reach everything under them for members, and nothing once the member is removed", async () => {
    const { project, plot, roof } = await createProjectWithRoof(t, owner.user, { sharedWithCompany: true });
    const removed = await signInAs(t, ROLES.user);
    await joinCompany(t, owner, companyId, removed);
    const ownProject = await call(removed, "POST", "/projects", { name: "Removed member's own" });
    const ownId = ownProject.json<{ id: number }>().id;
    for (const url of [`/projects/${project.id}`, `/plots/${plot.id}`, `/roofs/${roof.id}`]) {
      expect((await call(removed, "GET", url)).statusCode, url).toBe(200);
    }

    await leaveCompany(t, owner, companyId, removed.user.id);
    for (const url of [`/projects/${project.id}`, `/plots/${plot.id}`, `/roofs/${roof.id}`]) {
      expect((await call(removed, "GET", url)).statusCode, url).toBe(404);
    }
    expect((await listAs(removed)).map((listed) => listed.id)).toEqual([ownId]);
    // They keep their own project, no longer shared; the Owner no longer reaches it.
    expect((await projectAs(removed, ownId)).json<Project>().sharedWithCompany).toBe(false);
    expect((await projectAs(owner, ownId)).statusCode).toBe(404);
    expect(await mine(removed)).toEqual({ company: null });
  });
});

describe("members and ownership", () => {
  it("a member leaves; the Owner stays while others remain, hands over, and may then leave", async () => {
    const owner = await signInAs(t, ROLES.user);
    const first = await signInAs(t, ROLES.user);
    const second = await signInAs(t, ROLES.user);
    const companyId = await createCompany(t, owner, "Handover Ltd");
    await joinCompany(t, owner, companyId, first);
    await joinCompany(t, owner, companyId, second);

    // A member cannot remove another member, nor rename; an outsider cannot either.
    expect((await call(first, "DELETE", `/companies/${companyId}/members/${second.user.id}`)).statusCode).toBe(403);
    expect(
      (await call(first, "PUT", `/companies/${companyId}`, { name: "X", ownerUserId: first.user.id })).statusCode,
    ).toBe(403);

    await leaveCompany(t, second, companyId, second.user.id);
    const ownerLeaves = await call(owner, "DELETE", `/companies/${companyId}/members/${owner.user.id}`);
    expect(ownerLeaves.statusCode).toBe(409);
    expect(ownerLeaves.json().message).toBe(COMPANY_MESSAGES.ownerMustStay);

    const toStranger = await call(owner, "PUT", `/companies/${companyId}`, {
      name: "Handover Ltd",
      ownerUserId: second.user.id,
    });
    expect(toStranger.statusCode).toBe(400);

    const handedOver = await call(owner, "PUT", `/companies/${companyId}`, {
      name: "Handover & Co",
      ownerUserId: first.user.id,
    });
    expect(handedOver.statusCode, handedOver.body).toBe(200);
    expect(handedOver.json<MyCompany>().company).toMatchObject({
      name: "Handover & Co",
      role: COMPANY_ROLES.member,
      invitations: [],
    });
    expect((await mine(first)).company?.role).toBe(COMPANY_ROLES.owner);

    await leaveCompany(t, owner, companyId, owner.user.id);
    await leaveCompany(t, first, companyId, first.user.id);
    expect(await mine(first)).toEqual({ company: null });

    // The record stays, newest first, for the company's Owners to read.
    const rows = await t.ctx.db.select().from(companyAudit).where(eq(companyAudit.companyId, companyId));
    expect(rows.map((row) => row.action)).toEqual([
      "created",
      "invited",
      "accepted",
      "invited",
      "accepted",
      "left",
      "renamed",
      "ownershipHandedOver",
      "left",
      "left",
    ]);
    expect(rows.length).toBeLessThan(COMPANY_AUDIT_PAGE_SIZE);
  });

  it("a deleted Owner hands the company to the member who joined first", async () => {
    const owner = await signInAs(t, ROLES.user);
    const first = await signInAs(t, ROLES.user);
    const second = await signInAs(t, ROLES.user);
    const companyId = await createCompany(t, owner, "Deleted Owner Ltd");
    await joinCompany(t, owner, companyId, first);
    await joinCompany(t, owner, companyId, second);
    const admin = await signInAs(t, ROLES.administrator);
    expect((await call(admin, "DELETE", `/users/${owner.user.id}`)).statusCode).toBe(200);
    const company = (await mine(first)).company;
    expect(company?.role).toBe(COMPANY_ROLES.owner);
    expect(company?.members.map((member) => member.userId)).toEqual([first.user.id, second.user.id]);
    const audit = await call(first, "GET", `/companies/${companyId}/audit`);
    expect(
      audit
        .json<CompanyAuditPage>()
        .entries.slice(0, 2)
        .map((entry) => entry.action),
    ).toEqual(["ownershipHandedOver", "removed"]);
  });

  it("the audit list cannot be changed or emptied", async () => {
    await expect(t.ctx.db.update(companyAudit).set({ actor: "someone else" })).rejects.toThrow();
    await expect(t.ctx.db.delete(companyAudit)).rejects.toThrow();
  });

  it("staff see each user's company in user administration", async () => {
    const owner = await signInAs(t, ROLES.user);
    const companyId = await createCompany(t, owner, "Listed Ltd");
    const admin = await signInAs(t, ROLES.administrator);
    const response = await call(admin, "GET", `/users/${owner.user.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().companyMembership).toEqual({ companyId, name: "Listed Ltd", role: COMPANY_ROLES.owner });
  });
});

/** Only PostgreSQL can be shared by two processes; PGlite lives inside one. */
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("removal across processes on PostgreSQL", () => {
  it("ends the member's access on the other process at their next request", async () => {
    const owner = await signInAs(t, ROLES.user);
    const member = await signInAs(t, ROLES.user);
    const companyId = await createCompany(t, owner, "Two Process Roofing");
    await joinCompany(t, owner, companyId, member);
    const { project, roof } = await createProjectWithRoof(t, owner.user, { sharedWithCompany: true });
    const second = await startSecondInstance(t);
    try {
      const readOnSecond = (url: string) =>
        second.app.inject({ method: "GET", url: v1(url), headers: { authorization: `Bearer ${member.authToken}` } });
      // Read twice on the second process, so its answers (the member's company, the roof's access) are kept.
      for (let round = 0; round < 2; round += 1) {
        expect((await readOnSecond(`/projects/${project.id}`)).statusCode).toBe(200);
        expect((await readOnSecond(`/roofs/${roof.id}`)).statusCode).toBe(200);
      }
      await leaveCompany(t, owner, companyId, member.user.id);
      expect((await readOnSecond(`/projects/${project.id}`)).statusCode).toBe(404);
      expect((await readOnSecond(`/roofs/${roof.id}`)).statusCode).toBe(404);
      const list = await readOnSecond("/projects/paginated?pageSize=100");
      expect(list.json<ProjectsPage>().projects.map((listed) => listed.id)).not.toContain(project.id);
    } finally {
      await second.close();
    }
  });
});
