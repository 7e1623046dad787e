import type { CompanyDetails } from "@portal/contracts";
import { COMPANY_SHARING_TEXT } from "@portal/contracts/ui";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ProjectsRoute } from "@/app/routes/projects";
import { adminWhoAmI, companyDetails, whoAmI } from "@/testing/fixtures";
import { json, loadTestSettings, type MockCall, mockApi } from "@/testing/mock-api";
import { renderPage } from "@/testing/render";
import { signedInAs } from "@/testing/session";
import { offersSharingSwitch } from "../hooks/use-company-sharing";
import { projectRoleOf } from "../hooks/use-project-role";
import { lookupHandlers, profile, project } from "../testing/project-fixtures";

const me = whoAmI({ id: 1, firstName: "Mia", lastName: "Member" });

const company = companyDetails();

function setup(user = me, mine: CompanyDetails | null = company) {
  loadTestSettings();
  const api = mockApi({
    ...signedInAs(user),
    ...lookupHandlers(json),
    "GET /api/v1/users/profile": () => json(profile),
    "GET /api/v1/companies/mine": () => json({ company: mine }),
    "GET /api/v1/projects/paginated": (_call: MockCall) =>
      json({ projects: [project({ sharedWithCompany: true, ownerName: "Tom Tiler" })], totalCount: 1 }),
    "POST /api/v1/projects": () => json({ id: 77 }, 201),
  });
  renderPage(<ProjectsRoute />, "/projects");
  return { api, user: userEvent.setup() };
}

const listCalls = (api: ReturnType<typeof setup>["api"]) =>
  api.callsTo("GET /api/v1/projects/paginated").map((call) => call.url.searchParams);

async function openAddDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole("button", { name: "Add Project" }));
  const dialog = within(await screen.findByRole("dialog", { name: "Add Project" }));
  await dialog.findByLabelText("Project Name");
  return dialog;
}

describe("project list in a company", () => {
  it("shows whose each project is and filters to the company's shared projects", async () => {
    const { api, user } = setup();
    const row = (await screen.findByRole("link", { name: "Farmhouse re-roof" })).closest("tr") as HTMLElement;
    expect(within(row).getByText("Tom Tiler")).toBeTruthy();
    expect(screen.getByRole("columnheader", { name: COMPANY_SHARING_TEXT.ownerColumn })).toBeTruthy();
    expect(listCalls(api)[0]?.has("sharedWithCompany")).toBe(false);
    await user.click(screen.getByRole("switch", { name: COMPANY_SHARING_TEXT.filter }));
    await waitFor(() => expect(listCalls(api).at(-1)?.get("sharedWithCompany")).toBe("true"));
    expect(listCalls(api).at(-1)?.get("pageNumber")).toBe("1");
  });

  it("offers neither the column nor the filter outside a company", async () => {
    setup(me, null);
    await screen.findByRole("link", { name: "Farmhouse re-roof" });
    expect(screen.queryByRole("columnheader", { name: COMPANY_SHARING_TEXT.ownerColumn })).toBeNull();
    expect(screen.queryByRole("switch", { name: COMPANY_SHARING_TEXT.filter })).toBeNull();
  });
});

describe("Add Project in a company", () => {
  it("shows the sharing switch on and leaves the default to the server when it is not touched", async () => {
    const { api, user } = setup();
    const dialog = await openAddDialog(user);
    const sharing = dialog.getByRole("switch", { name: COMPANY_SHARING_TEXT.sharedWithCompany });
    expect(sharing.getAttribute("aria-checked")).toBe("true");
    await user.type(dialog.getByLabelText("Project Name"), "Garage");
    await user.click(dialog.getByRole("button", { name: "Create" }));
    await waitFor(() => expect(api.callsTo("POST /api/v1/projects")).toHaveLength(1));
    expect(api.callsTo("POST /api/v1/projects")[0]?.body).not.toHaveProperty("sharedWithCompany");
  });

  it("sends sharedWithCompany false when the user turns sharing off", async () => {
    const { api, user } = setup();
    const dialog = await openAddDialog(user);
    await user.type(dialog.getByLabelText("Project Name"), "Garage");
    await user.click(dialog.getByRole("switch", { name: COMPANY_SHARING_TEXT.sharedWithCompany }));
    await user.click(dialog.getByRole("button", { name: "Create" }));
    await waitFor(() => expect(api.callsTo("POST /api/v1/projects")).toHaveLength(1));
    expect(api.callsTo("POST /api/v1/projects")[0]?.body).toMatchObject({ sharedWithCompany: false });
  });

  it("has no switch for a user outside a company", async () => {
    const { user } = setup(me, null);
    const dialog = await openAddDialog(user);
    expect(dialog.queryByRole("switch", { name: COMPANY_SHARING_TEXT.sharedWithCompany })).toBeNull();
  });
});

describe("who may change a saved project's sharing", () => {
  const member = projectRoleOf(me);
  it("staff always", () => {
    expect(offersSharingSwitch(projectRoleOf(adminWhoAmI()), null, project())).toBe(true);
  });
  it("its own account, shared or not", () => {
    expect(
      offersSharingSwitch(
        member,
        company,
        project({ sharedWithCompany: false, ownerUserId: me.id, ownerName: "Mia Member" }),
      ),
    ).toBe(true);
    expect(
      offersSharingSwitch(
        member,
        company,
        project({ sharedWithCompany: true, ownerUserId: me.id, ownerName: "Mia Member" }),
      ),
    ).toBe(true);
  });
  it("not another member of the company, nor a user outside a company", () => {
    expect(
      offersSharingSwitch(
        member,
        company,
        project({ sharedWithCompany: true, ownerUserId: me.id + 1, ownerName: "Tom Tiler" }),
      ),
    ).toBe(false);
    expect(offersSharingSwitch(member, null, project({ ownerUserId: me.id }))).toBe(false);
  });
});
