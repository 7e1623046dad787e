import { COMPANY_MESSAGES, type CompanyDetails, type MyCompany } from "@portal/contracts";
import { COMPANY_INVITATION_TEXT, COMPANY_TEXT } from "@portal/contracts/ui";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { CompanyRoute } from "@/app/routes/company";
import { CompanyInvitationRoute } from "@/app/routes/company-invitation";
import { companyDetails, companyMember, whoAmI } from "@/testing/fixtures";
import { empty, json, loadTestSettings, type MockCall, mockApi } from "@/testing/mock-api";
import { renderPage } from "@/testing/render";
import { errorOf, signedInAs } from "@/testing/session";

const owner = whoAmI({ id: 1, email: "olive@example.com", firstName: "Olive", lastName: "Owner" });
const member = whoAmI({ id: 2, email: "max@example.com", firstName: "Max", lastName: "Member" });

function company(overrides: Partial<CompanyDetails> = {}): CompanyDetails {
  return companyDetails({
    role: "Owner",
    members: [companyMember(owner, "Owner"), companyMember(member, "Member")],
    invitations: [{ id: 30, email: "new@example.com", dateCreated: "2026-11-20T09:30:00.000Z" }],
    ...overrides,
  });
}

function setup(
  signedIn = owner,
  mine: MyCompany = { company: company() },
  handlers: Record<string, (call: MockCall) => Response> = {},
) {
  loadTestSettings();
  const api = mockApi({
    ...signedInAs(signedIn),
    "GET /api/v1/companies/mine": () => json(mine),
    "GET /api/v1/companies/7/audit": () =>
      json({
        entries: [
          {
            id: 3,
            action: "sharingChanged",
            actor: "Olive Owner",
            subject: "P-0001 Barn conversion",
            shared: false,
            dateCreated: "2026-11-21T10:00:00.000Z",
          },
          {
            id: 2,
            action: "invited",
            actor: "Olive Owner",
            subject: "new@example.com",
            shared: null,
            dateCreated: "2026-11-20T09:30:00.000Z",
          },
        ],
        totalCount: 2,
      }),
    ...handlers,
  });
  renderPage(<CompanyRoute />, "/company");
  return { api, user: userEvent.setup() };
}

describe("company page", () => {
  it("explains companies to a user without one and creates one, refusing a blank name", async () => {
    const { api, user } = setup(
      owner,
      { company: null },
      {
        "POST /api/v1/companies": () => json({ id: 7, name: "Ridge & Co", role: "Owner" }, 201),
      },
    );
    expect(await screen.findByText(COMPANY_TEXT.noCompanyText)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: COMPANY_TEXT.create }));
    expect(errorOf(screen.getByLabelText(COMPANY_TEXT.nameLabel, { exact: false }))).toBe(
      COMPANY_MESSAGES.nameRequired,
    );
    expect(api.callsTo("POST /api/v1/companies")).toHaveLength(0);

    await user.type(screen.getByLabelText(COMPANY_TEXT.nameLabel, { exact: false }), "Ridge & Co");
    await user.click(screen.getByRole("button", { name: COMPANY_TEXT.create }));
    expect(await screen.findByText(COMPANY_TEXT.created("Ridge & Co"))).toBeTruthy();
    expect(api.callsTo("POST /api/v1/companies")[0]?.body).toEqual({ name: "Ridge & Co" });
    // The page asks for the company again and shows it.
    expect(api.callsTo("GET /api/v1/companies/mine").length).toBeGreaterThan(1);
  });

  it("shows the API's message when the user already belongs to a company", async () => {
    const { user } = setup(
      owner,
      { company: null },
      {
        "POST /api/v1/companies": () => json({ message: COMPANY_MESSAGES.alreadyInCompany }, 409),
      },
    );
    await user.type(await screen.findByLabelText(COMPANY_TEXT.nameLabel, { exact: false }), "Ridge & Co");
    await user.click(screen.getByRole("button", { name: COMPANY_TEXT.create }));
    expect(await screen.findByText(COMPANY_MESSAGES.alreadyInCompany)).toBeTruthy();
  });

  it("shows the Owner the members, pending invitations and history", async () => {
    setup();
    const members = await screen.findByRole("table", { name: COMPANY_TEXT.membersTitle });
    expect(within(members).getByText("max@example.com")).toBeTruthy();
    expect(within(members).getByText(COMPANY_TEXT.you)).toBeTruthy();
    const invitations = screen.getByRole("table", { name: COMPANY_TEXT.invitationsTitle });
    expect(within(invitations).getByText("new@example.com")).toBeTruthy();
    const history = await screen.findByRole("table", { name: COMPANY_TEXT.auditTitle });
    expect(await within(history).findByText("Stopped sharing a project")).toBeTruthy();
    expect(within(history).getByText("P-0001 Barn conversion")).toBeTruthy();
    // The Owner cannot leave while others remain, and says how to.
    expect(screen.queryByRole("button", { name: COMPANY_TEXT.leave })).toBeNull();
    expect(screen.getByText(COMPANY_TEXT.ownerStaysText)).toBeTruthy();
  });

  it("invites by e-mail and confirms the invitation was sent", async () => {
    const { api, user } = setup(
      owner,
      { company: company() },
      {
        "POST /api/v1/companies/7/invitations": () =>
          json({ id: 31, email: "sam@example.com", dateCreated: "2026-11-22T09:00:00.000Z" }, 201),
      },
    );
    const email = await screen.findByLabelText(COMPANY_TEXT.inviteEmail, {
      exact: false,
      selector: "input[type=email]",
    });
    await user.type(email, "sam@example.com");
    await user.click(screen.getByRole("button", { name: COMPANY_TEXT.invite }));
    expect(await screen.findByText(COMPANY_MESSAGES.invitationSent("sam@example.com"))).toBeTruthy();
    expect(api.callsTo("POST /api/v1/companies/7/invitations")[0]?.body).toEqual({ email: "sam@example.com" });
  });

  it("removes a member after a confirmation", async () => {
    const { api, user } = setup(
      owner,
      { company: company() },
      {
        "DELETE /api/v1/companies/7/members/2": () => empty(204),
      },
    );
    await user.click(await screen.findByRole("button", { name: `${COMPANY_TEXT.remove}: Max Member` }));
    const dialog = within(await screen.findByRole("dialog", { name: COMPANY_TEXT.removeTitle }));
    expect(dialog.getByText(COMPANY_TEXT.removeText("Max Member"))).toBeTruthy();
    await user.click(dialog.getByRole("button", { name: COMPANY_TEXT.remove }));
    expect(await screen.findByText(COMPANY_TEXT.removed("Max Member"))).toBeTruthy();
    expect(api.callsTo("DELETE /api/v1/companies/7/members/2")).toHaveLength(1);
  });

  it("hands the company to another member after a confirmation", async () => {
    const { api, user } = setup(
      owner,
      { company: company() },
      {
        "PUT /api/v1/companies/7": () => json(company({ role: "Member", invitations: [] })),
      },
    );
    await user.click(await screen.findByRole("button", { name: `${COMPANY_TEXT.makeOwner}: Max Member` }));
    const dialog = within(await screen.findByRole("dialog", { name: COMPANY_TEXT.makeOwnerTitle }));
    await user.click(dialog.getByRole("button", { name: COMPANY_TEXT.makeOwner }));
    expect(await screen.findByText(COMPANY_TEXT.ownerChanged("Max Member"))).toBeTruthy();
    expect(api.callsTo("PUT /api/v1/companies/7")[0]?.body).toEqual({ name: "Ridge & Co", ownerUserId: 2 });
  });

  it("withdraws a pending invitation after a confirmation", async () => {
    const { api, user } = setup(
      owner,
      { company: company() },
      {
        "DELETE /api/v1/companies/7/invitations/30": () => empty(204),
      },
    );
    await user.click(await screen.findByRole("button", { name: COMPANY_TEXT.withdrawLabel("new@example.com") }));
    const dialog = within(await screen.findByRole("dialog", { name: COMPANY_TEXT.withdrawTitle }));
    await user.click(dialog.getByRole("button", { name: COMPANY_TEXT.withdraw }));
    expect(await screen.findByText(COMPANY_TEXT.withdrawn("new@example.com"))).toBeTruthy();
    expect(api.callsTo("DELETE /api/v1/companies/7/invitations/30")).toHaveLength(1);
  });

  it("renames the company", async () => {
    const { api, user } = setup(
      owner,
      { company: company() },
      {
        "PUT /api/v1/companies/7": () => json(company({ name: "Ridge & Sons" })),
      },
    );
    await user.click(await screen.findByRole("button", { name: COMPANY_TEXT.rename }));
    const dialog = within(await screen.findByRole("dialog", { name: COMPANY_TEXT.rename }));
    const name = dialog.getByLabelText(COMPANY_TEXT.nameLabel, { exact: false });
    await user.clear(name);
    await user.type(name, "Ridge & Sons");
    await user.click(dialog.getByRole("button", { name: COMPANY_TEXT.saveName }));
    expect(await screen.findByText(COMPANY_TEXT.renamed)).toBeTruthy();
    expect(api.callsTo("PUT /api/v1/companies/7")[0]?.body).toEqual({ name: "Ridge & Sons", ownerUserId: 1 });
  });

  it("shows a Member the members without the Owner's controls, and lets them leave", async () => {
    const { api, user } = setup(
      member,
      { company: company({ role: "Member", invitations: [] }) },
      {
        "DELETE /api/v1/companies/7/members/2": () => empty(204),
      },
    );
    await screen.findByRole("table", { name: COMPANY_TEXT.membersTitle });
    expect(screen.queryByRole("button", { name: /Remove/ })).toBeNull();
    expect(screen.queryByRole("table", { name: COMPANY_TEXT.invitationsTitle })).toBeNull();
    expect(screen.queryByRole("table", { name: COMPANY_TEXT.auditTitle })).toBeNull();
    await user.click(screen.getByRole("button", { name: COMPANY_TEXT.leave }));
    const dialog = within(await screen.findByRole("dialog", { name: COMPANY_TEXT.leaveTitle }));
    expect(dialog.getByText(COMPANY_TEXT.leaveText("Ridge & Co"))).toBeTruthy();
    await user.click(dialog.getByRole("button", { name: COMPANY_TEXT.leave }));
    expect(await screen.findByText(COMPANY_TEXT.left("Ridge & Co"))).toBeTruthy();
    expect(api.callsTo("DELETE /api/v1/companies/7/members/2")).toHaveLength(1);
  });
});

describe("company invitation page", () => {
  it("tells a signed-out visitor to sign in with the invited address, or register first", async () => {
    loadTestSettings();
    mockApi({});
    renderPage(<CompanyInvitationRoute />, "/company-invitation?token=abc");
    expect(await screen.findByText(COMPANY_INVITATION_TEXT.signedOutText)).toBeTruthy();
    expect(screen.getByRole("link", { name: COMPANY_INVITATION_TEXT.logIn }).getAttribute("href")).toBe(
      `/login?returnTo=${encodeURIComponent("/company-invitation?token=abc")}`,
    );
    expect(screen.getByRole("link", { name: COMPANY_INVITATION_TEXT.register }).getAttribute("href")).toBe("/register");
  });

  it("accepts for the signed-in user and links to the company and the projects", async () => {
    loadTestSettings();
    const api = mockApi({
      ...signedInAs(member),
      "POST /api/v1/companies/invitations/accept": () => json({ id: 7, name: "Ridge & Co", role: "Member" }),
    });
    renderPage(<CompanyInvitationRoute />, "/company-invitation?token=abc");
    const user = userEvent.setup();
    expect(await screen.findByText(COMPANY_INVITATION_TEXT.signedInText("max@example.com"))).toBeTruthy();
    await user.click(screen.getByRole("button", { name: COMPANY_INVITATION_TEXT.accept }));
    expect(await screen.findByText(COMPANY_INVITATION_TEXT.accepted("Ridge & Co"))).toBeTruthy();
    expect(screen.getByRole("link", { name: COMPANY_INVITATION_TEXT.toCompany }).getAttribute("href")).toBe("/company");
    expect(screen.getByRole("link", { name: COMPANY_INVITATION_TEXT.toProjects }).getAttribute("href")).toBe(
      "/projects",
    );
    expect(api.callsTo("POST /api/v1/companies/invitations/accept")[0]?.body).toEqual({ token: "abc" });
  });

  it("shows the API's reason when the invitation cannot be accepted", async () => {
    loadTestSettings();
    mockApi({
      ...signedInAs(member),
      "POST /api/v1/companies/invitations/accept": () =>
        json({ message: COMPANY_MESSAGES.invitationForAnotherAddress }, 403),
    });
    renderPage(<CompanyInvitationRoute />, "/company-invitation?token=abc");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: COMPANY_INVITATION_TEXT.accept }));
    expect((await screen.findByRole("alert")).textContent).toBe(COMPANY_MESSAGES.invitationForAnotherAddress);
  });

  it("says a link without a token is not valid", async () => {
    loadTestSettings();
    mockApi({ ...signedInAs(member) });
    renderPage(<CompanyInvitationRoute />, "/company-invitation");
    expect(await screen.findByText(COMPANY_MESSAGES.invitationInvalid)).toBeTruthy();
  });
});
