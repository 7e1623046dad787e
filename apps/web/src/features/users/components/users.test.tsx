import { type AdminUser, USERS_MESSAGES } from "@portal/contracts";
import { COMPANY_ADMIN_TEXT, FIELD_LABELS } from "@portal/contracts/ui";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { AdminUsersRoute } from "@/app/routes/admin/users";
import { adminUser, adminWhoAmI, industryTypes, roleOptions } from "@/testing/fixtures";
import { json, loadTestSettings, type MockCall, mockApi } from "@/testing/mock-api";
import { renderPage } from "@/testing/render";
import { errorOf, signedInAs } from "@/testing/session";

type Handlers = Record<string, (call: MockCall) => Response>;

function setup(list: (call: MockCall) => { users: AdminUser[]; totalCount: number }, extra: Handlers = {}) {
  loadTestSettings();
  const api = mockApi({
    ...signedInAs(adminWhoAmI()),
    "GET /api/v1/users/paginated": (call) => json(list(call)),
    "GET /api/v1/users/roles": () => json(roleOptions),
    "GET /api/v1/users/industry-types": () => json(industryTypes),
    ...extra,
  });
  renderPage(<AdminUsersRoute />, "/admin/users");
  return api;
}

const listCalls = (api: ReturnType<typeof setup>) =>
  api.callsTo("GET /api/v1/users/paginated").map((call) => call.url.searchParams);

async function openAddUser() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Add User" }));
  return { user, dialog: within(await screen.findByRole("dialog", { name: "Add User" })) };
}

/** Fills Add User's two required fields, the role by its name, and saves. */
async function addUser(roleName: string) {
  const { user, dialog } = await openAddUser();
  await user.type(dialog.getByLabelText(FIELD_LABELS.email), "new@example.com");
  await user.click(dialog.getByLabelText(FIELD_LABELS.role));
  await user.click(await dialog.findByRole("option", { name: roleName }));
  await user.click(dialog.getByRole("button", { name: "Save" }));
}

/** Picks an action from the options menu of Tom's row; answers the dialog it opens. */
async function chooseRowAction(action: "Edit User Details" | "Delete") {
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Options for tom@example.com" }));
  await user.click(await screen.findByRole("menuitem", { name: action }));
  const title = action === "Delete" ? USERS_MESSAGES.deleteConfirmTitle : action;
  return { user, dialog: within(await screen.findByRole("dialog", { name: title })) };
}

describe("users table", () => {
  it("shows the company each user belongs to in the portal, with their role", async () => {
    setup(() => ({
      users: [
        adminUser({ companyMembership: { companyId: 7, name: "Ridge & Co", role: "Owner" } }),
        adminUser({ id: 3, email: "lee@example.com" }),
      ],
      totalCount: 2,
    }));
    const row = (await screen.findByText("tom@example.com")).closest("tr") as HTMLElement;
    expect(within(row).getByText(COMPANY_ADMIN_TEXT.membership("Ridge & Co", "Owner"))).toBeTruthy();
    expect(screen.getByRole("columnheader", { name: COMPANY_ADMIN_TEXT.column })).toBeTruthy();
  });

  it("asks for page 1 of 20 sorted by name, order 0, and shows Locked or Active", async () => {
    const api = setup(() => ({
      users: [adminUser(), adminUser({ id: 3, email: "lee@example.com", isLockedOut: true })],
      totalCount: 2,
    }));
    expect(await screen.findByText("tom@example.com")).toBeTruthy();
    const params = listCalls(api)[0];
    expect(params?.get("pageNumber")).toBe("1");
    expect(params?.get("pageSize")).toBe("20");
    expect(params?.get("sortBy")).toBe("name");
    expect(params?.get("sortOrder")).toBe("0");
    expect(params?.has("name")).toBe(false);
    const lockedRow = screen.getByText("lee@example.com").closest("tr") as HTMLElement;
    expect(within(lockedRow).getByText("Locked")).toBeTruthy();
    const activeRow = screen.getByText("tom@example.com").closest("tr") as HTMLElement;
    expect(within(activeRow).getByText("Active")).toBeTruthy();
    expect(within(activeRow).getByText("15/01/2026")).toBeTruthy();
  });

  it("says 'No users found' when there are none and no filter is set", async () => {
    setup(() => ({ users: [], totalCount: 0 }));
    expect(await screen.findByText(USERS_MESSAGES.noUsersFound)).toBeTruthy();
    expect(screen.queryByText(USERS_MESSAGES.noMatchingUsers)).toBeNull();
  });

  it("waits 1000 ms after typing in a filter, then asks again from page 1 and says 'No matching users'", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = setup((call) =>
      call.url.searchParams.get("name") ? { users: [], totalCount: 0 } : { users: [adminUser()], totalCount: 45 },
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await screen.findByText("tom@example.com");
    await user.click(screen.getByRole("button", { name: "Next page" }));
    await waitFor(() => expect(listCalls(api).at(-1)?.get("pageNumber")).toBe("2"));
    const before = listCalls(api).length;
    await user.type(screen.getByLabelText("Filter by name"), "zed");
    vi.advanceTimersByTime(900);
    expect(listCalls(api)).toHaveLength(before);
    vi.advanceTimersByTime(200);
    await waitFor(() => expect(listCalls(api).at(-1)?.get("name")).toBe("zed"));
    expect(listCalls(api)).toHaveLength(before + 1);
    expect(listCalls(api).at(-1)?.get("pageNumber")).toBe("1");
    expect(await screen.findByText(USERS_MESSAGES.noMatchingUsers)).toBeTruthy();
  });

  it("sends the role and marketing filters and the chosen page size", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = setup(() => ({ users: [adminUser()], totalCount: 1 }));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await screen.findByText("tom@example.com");
    await screen.findByRole("option", { name: "TAS User" });
    await user.selectOptions(screen.getByLabelText("Filter by role"), "TAS User");
    await user.selectOptions(screen.getByLabelText("Filter by marketing by post"), "Yes");
    await user.selectOptions(screen.getByLabelText("Rows per page"), "30");
    vi.advanceTimersByTime(1100);
    await waitFor(() => expect(listCalls(api).at(-1)?.get("acceptMarketingByPost")).toBe("true"));
    const last = listCalls(api).at(-1);
    expect(last?.get("roleId")).toBe("2");
    expect(last?.get("pageSize")).toBe("30");
    expect(last?.has("acceptMarketingByEmail")).toBe(false);
  });

  it("sorts by a column: ascending, descending, then back to the default", async () => {
    const api = setup(() => ({ users: [adminUser()], totalCount: 1 }));
    const user = userEvent.setup();
    await screen.findByText("tom@example.com");
    const emailHeader = screen.getByRole("button", { name: /^Email/ });
    await user.click(emailHeader);
    await waitFor(() => expect(listCalls(api).at(-1)?.get("sortOrder")).toBe("1"));
    expect(listCalls(api).at(-1)?.get("sortBy")).toBe("email");
    expect(emailHeader.closest("th")?.getAttribute("aria-sort")).toBe("ascending");
    await user.click(emailHeader);
    await waitFor(() => expect(listCalls(api).at(-1)?.get("sortOrder")).toBe("2"));
    expect(emailHeader.closest("th")?.getAttribute("aria-sort")).toBe("descending");
    // The third click returns to the default order, whose page is still cached from the first visit.
    await user.click(emailHeader);
    expect(emailHeader.closest("th")?.getAttribute("aria-sort")).toBe("none");
    expect(screen.getByRole("button", { name: /^Name/ }).closest("th")?.getAttribute("aria-sort")).toBe("none");
  });

  it("asks again on Refresh", async () => {
    const api = setup(() => ({ users: [adminUser()], totalCount: 1 }));
    await screen.findByText("tom@example.com");
    await userEvent.setup().click(screen.getByRole("button", { name: "Refresh" }));
    await waitFor(() => expect(listCalls(api)).toHaveLength(2));
  });

  it("says 'Failed to fetch users.' when the list cannot be read", async () => {
    setup(() => ({ users: [], totalCount: 0 }), {
      "GET /api/v1/users/paginated": () => json({}, 500),
      "GET /api/v1/users/roles": () => json({}, 500),
    });
    expect(await screen.findByText("Failed to fetch users.")).toBeTruthy();
    expect(await screen.findByText("Failed to fetch user roles.")).toBeTruthy();
  });
});

describe("Add User", () => {
  it("requires email and role and checks the patterns", async () => {
    const api = setup(() => ({ users: [], totalCount: 0 }), { "POST /api/v1/users": () => json({ id: 7 }, 201) });
    const { user, dialog } = await openAddUser();
    await user.click(dialog.getByRole("button", { name: "Save" }));
    expect(errorOf(dialog.getByLabelText(FIELD_LABELS.email))).toBe("Email is required");
    expect(dialog.getByText("Role is required")).toBeTruthy();
    await user.type(dialog.getByLabelText(FIELD_LABELS.email), "bad email");
    await user.type(dialog.getByLabelText(FIELD_LABELS.phoneNumber), "abc");
    await user.type(dialog.getByLabelText(FIELD_LABELS.postCode), "nowhere");
    await user.click(dialog.getByRole("button", { name: "Save" }));
    expect(errorOf(dialog.getByLabelText(FIELD_LABELS.email))).toBe("Email is invalid");
    expect(errorOf(dialog.getByLabelText(FIELD_LABELS.phoneNumber))).toBe("Phone number is invalid");
    expect(errorOf(dialog.getByLabelText(FIELD_LABELS.postCode))).toBe("Postcode is invalid");
    expect(api.callsTo("POST /api/v1/users")).toHaveLength(0);
  });

  it("creates the user and says so", async () => {
    const api = setup(() => ({ users: [], totalCount: 0 }), { "POST /api/v1/users": () => json({ id: 7 }, 201) });
    await addUser("TAS User");
    expect(await screen.findByText(USERS_MESSAGES.userCreated)).toBeTruthy();
    expect(api.callsTo("POST /api/v1/users")[0]?.body).toMatchObject({
      email: "new@example.com",
      roleId: 2,
      industryType: 0,
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("shows an error field in the answer as a toast and keeps the dialog", async () => {
    setup(() => ({ users: [], totalCount: 0 }), {
      "POST /api/v1/users": () => json({ error: "Mail could not be sent" }),
    });
    await addUser("User");
    expect(await screen.findByText("Mail could not be sent")).toBeTruthy();
    expect(screen.getByRole("dialog", { name: "Add User" })).toBeTruthy();
  });

  it("says 'An unexpected error occurred' when creation fails on the server", async () => {
    setup(() => ({ users: [], totalCount: 0 }), { "POST /api/v1/users": () => json({}, 500) });
    await addUser("User");
    expect(await screen.findByText(USERS_MESSAGES.createFailed)).toBeTruthy();
  });
});

describe("Edit User Details and Delete", () => {
  const locked = adminUser({ isLockedOut: true });

  it("shows name, email and marketing disabled, requires role and industry type, and can unlock", async () => {
    const api = setup(() => ({ users: [locked], totalCount: 1 }), {
      "GET /api/v1/users/2": () => json(locked),
      "PUT /api/v1/users/2": () => json(locked),
    });
    const { user, dialog } = await chooseRowAction("Edit User Details");
    const email = (await dialog.findByLabelText(FIELD_LABELS.email)) as HTMLInputElement;
    expect(email.disabled).toBe(true);
    expect((dialog.getByLabelText(FIELD_LABELS.firstName) as HTMLInputElement).disabled).toBe(true);
    expect((dialog.getByLabelText(FIELD_LABELS.lastName) as HTMLInputElement).disabled).toBe(true);
    expect((dialog.getByLabelText(FIELD_LABELS.acceptMarketingByEmail) as HTMLInputElement).disabled).toBe(true);
    expect((dialog.getByLabelText(FIELD_LABELS.acceptMarketingByPost) as HTMLInputElement).disabled).toBe(true);
    expect((dialog.getByLabelText(FIELD_LABELS.acceptOptInToThirdParties) as HTMLInputElement).disabled).toBe(true);

    await user.clear(dialog.getByLabelText(FIELD_LABELS.phoneNumber));
    await user.type(dialog.getByLabelText(FIELD_LABELS.phoneNumber), "12");
    await user.click(dialog.getByRole("button", { name: "Save" }));
    expect(errorOf(dialog.getByLabelText(FIELD_LABELS.phoneNumber))).toBe("Phone number is invalid");

    await user.clear(dialog.getByLabelText(FIELD_LABELS.phoneNumber));
    await user.click(dialog.getByLabelText(FIELD_LABELS.accountLocked));
    await user.click(dialog.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(USERS_MESSAGES.userUpdated)).toBeTruthy();
    expect(api.callsTo("PUT /api/v1/users/2")[0]?.body).toMatchObject({
      id: 2,
      email: "tom@example.com",
      roleId: 4,
      industryType: 1,
      phoneNumber: null,
      isLockedOut: false,
    });
  });

  it("requires an industry type when editing", async () => {
    const noIndustry = adminUser({ industryType: 0 });
    const api = setup(() => ({ users: [noIndustry], totalCount: 1 }), {
      "GET /api/v1/users/2": () => json(noIndustry),
    });
    const { user, dialog } = await chooseRowAction("Edit User Details");
    await dialog.findByLabelText(FIELD_LABELS.email);
    await user.click(dialog.getByRole("button", { name: "Save" }));
    expect(await dialog.findByText("Industry type is required")).toBeTruthy();
    expect(api.callsTo("PUT /api/v1/users/2")).toHaveLength(0);
  });

  it("asks before deleting, with the spec's texts, then deletes", async () => {
    const api = setup(() => ({ users: [adminUser()], totalCount: 1 }), { "DELETE /api/v1/users/2": () => json({}) });
    const { user, dialog } = await chooseRowAction("Delete");
    expect(dialog.getByText(USERS_MESSAGES.deleteConfirmText)).toBeTruthy();
    await user.click(dialog.getByRole("button", { name: "Delete" }));
    expect(await screen.findByText(USERS_MESSAGES.userDeleted)).toBeTruthy();
    expect(api.callsTo("DELETE /api/v1/users/2")).toHaveLength(1);
  });

  it("shows a refused delete's reason and keeps the confirmation open", async () => {
    setup(() => ({ users: [adminUser()], totalCount: 1 }), {
      "DELETE /api/v1/users/2": () => json({ message: "You cannot delete your own account." }, 409),
    });
    const { user, dialog } = await chooseRowAction("Delete");
    await user.click(dialog.getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("You cannot delete your own account.")).toBeTruthy();
    expect(screen.getByRole("dialog", { name: USERS_MESSAGES.deleteConfirmTitle })).toBeTruthy();
  });

  it("says 'Error fetching user details' when the user cannot be read", async () => {
    setup(() => ({ users: [adminUser()], totalCount: 1 }), { "GET /api/v1/users/2": () => json({}, 500) });
    await chooseRowAction("Edit User Details");
    expect((await screen.findAllByText("Error fetching user details")).length).toBeGreaterThan(0);
  });

  it("says 'Error updating user' when the save fails, keeping the dialog", async () => {
    setup(() => ({ users: [adminUser()], totalCount: 1 }), {
      "GET /api/v1/users/2": () => json(adminUser()),
      "PUT /api/v1/users/2": () => json({}, 500),
    });
    const { user, dialog } = await chooseRowAction("Edit User Details");
    await user.click(await dialog.findByRole("button", { name: "Save" }));
    expect(await screen.findByText("Error updating user")).toBeTruthy();
    expect(screen.getByRole("dialog", { name: "Edit User Details" })).toBeTruthy();
  });

  it("says 'Error deleting user' when the server fails", async () => {
    setup(() => ({ users: [adminUser()], totalCount: 1 }), { "DELETE /api/v1/users/2": () => json({}, 500) });
    const { user, dialog } = await chooseRowAction("Delete");
    await user.click(dialog.getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Error deleting user")).toBeTruthy();
  });

  it("says 'Error fetching industry types' when the list cannot be read", async () => {
    setup(() => ({ users: [], totalCount: 0 }), { "GET /api/v1/users/industry-types": () => json({}, 503) });
    await openAddUser();
    expect(await screen.findByText("Error fetching industry types")).toBeTruthy();
  });
});
