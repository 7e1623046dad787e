import { ROLES } from "@portal/contracts";
import { PRODUCT_NAME, SHELL_TEXT } from "@portal/contracts/ui";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { routes } from "@/app/routes";
import { getAuthToken, getRefreshToken } from "@/lib/cookies";
import { adminWhoAmI, whoAmI } from "@/testing/fixtures";
import { empty, json, loadTestSettings, mockApi } from "@/testing/mock-api";
import { renderRoutes } from "@/testing/render";
import { signedInAs } from "@/testing/session";

const versionHandler = { "GET /api/v1/system/Version": () => json("1.2.3") };

describe("app shell header", () => {
  it("shows Register and Log in to visitors, with Help and no user menu", async () => {
    loadTestSettings();
    mockApi({});
    renderRoutes(routes, "/login");
    const header = within(screen.getByRole("banner"));
    expect(header.getByRole("link", { name: "Register" }).getAttribute("href")).toBe("/register");
    expect(header.getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/login");
    const help = header.getByRole("link", { name: /Help/ });
    expect(help.getAttribute("href")).toBe("https://help.example.com/portal");
    expect(help.getAttribute("target")).toBe("_blank");
    expect(header.queryByRole("link", { name: "Projects" })).toBeNull();
    expect(header.queryByRole("button", { name: "Admin" })).toBeNull();
    expect(
      header.getByRole("link", { name: `${PRODUCT_NAME} ${SHELL_TEXT.productTagline}` }).getAttribute("href"),
    ).toBe("/");
  });

  it("gives a public user Projects, Help and the user menu, but no Admin", async () => {
    loadTestSettings();
    mockApi({ ...signedInAs(whoAmI()), ...versionHandler });
    renderRoutes(routes, "/projects");
    const header = within(screen.getByRole("banner"));
    expect(await header.findByRole("button", { name: "member@example.com" })).toBeTruthy();
    expect(header.getByRole("link", { name: "Projects" }).className).toContain("bg-white/15");
    expect(header.getByRole("link", { name: /Help/ })).toBeTruthy();
    expect(header.queryByRole("button", { name: "Admin" })).toBeNull();
    expect(header.queryByRole("link", { name: "Register" })).toBeNull();
  });

  it.each([
    ["admin", adminWhoAmI()],
    ["TAS", whoAmI({ role: ROLES.tasUser, isTasUser: true })],
    ["ASM", whoAmI({ role: ROLES.asmUser, isAsmUser: true })],
  ])("hides Help from %s users", async (_kind, user) => {
    loadTestSettings();
    mockApi({ ...signedInAs(user), ...versionHandler });
    renderRoutes(routes, "/profile");
    const header = within(screen.getByRole("banner"));
    await header.findByRole("button", { name: user.email });
    expect(header.queryByRole("link", { name: /Help/ })).toBeNull();
  });

  it("gives admins the Admin menu with Manage Users and Product Management", async () => {
    loadTestSettings();
    mockApi({
      ...signedInAs(adminWhoAmI()),
      ...versionHandler,
      "GET /api/v1/users/paginated": () => json({ users: [], totalCount: 0 }),
      "GET /api/v1/users/roles": () => json([]),
    });
    renderRoutes(routes, "/admin/users");
    const user = userEvent.setup();
    const admin = await screen.findByRole("button", { name: "Admin" });
    expect(admin.className).toContain("bg-white/15");
    await user.click(admin);
    expect((await screen.findByRole("menuitem", { name: "Manage Users" })).getAttribute("href")).toBe("/admin/users");
    expect(screen.getByRole("menuitem", { name: "Product Management" }).getAttribute("href")).toBe(
      "/admin/product-management",
    );
  });

  it("labels the user menu 'User' when the email is empty", async () => {
    loadTestSettings();
    mockApi({ ...signedInAs(whoAmI({ email: "" })), ...versionHandler });
    renderRoutes(routes, "/projects");
    expect(await screen.findByRole("button", { name: "User" })).toBeTruthy();
  });
});

describe("user menu", () => {
  it("opens the profile", async () => {
    loadTestSettings();
    mockApi({
      ...signedInAs(whoAmI()),
      ...versionHandler,
      "GET /api/v1/users/profile": () => json({}, 500),
      "GET /api/v1/users/industry-types": () => json([]),
    });
    const { router } = renderRoutes(routes, "/projects");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "member@example.com" }));
    await user.click(await screen.findByRole("menuitem", { name: "View Profile" }));
    expect(router.state.location.pathname).toBe("/profile");
  });

  it("signs out with the refresh token, clears the cookies and shows /login", async () => {
    loadTestSettings();
    const api = mockApi({ ...signedInAs(whoAmI()), ...versionHandler, "POST /api/Account/Logout": () => empty(200) });
    const { router } = renderRoutes(routes, "/projects");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "member@example.com" }));
    await user.click(await screen.findByRole("menuitem", { name: "Sign Out" }));
    expect(await screen.findByRole("heading", { name: "Log in" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/login");
    const logout = api.callsTo("POST /api/Account/Logout")[0];
    expect(logout?.url.searchParams.get("refreshToken")).toBe("refresh-token");
    expect(logout?.headers.get("Authorization")).toBe("Bearer access-token");
    expect(getAuthToken()).toBeUndefined();
    expect(getRefreshToken()).toBeUndefined();
  });

  it("asks before signing out of all devices, and Cancel keeps the session", async () => {
    loadTestSettings();
    const api = mockApi({
      ...signedInAs(whoAmI()),
      ...versionHandler,
      "POST /api/Account/LogoutAll": () => empty(200),
    });
    const { router } = renderRoutes(routes, "/projects");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "member@example.com" }));
    await user.click(await screen.findByRole("menuitem", { name: "Sign Out of all devices" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Log out from all devices?" }));
    expect(dialog.getByText("This will log you out everywhere.")).toBeTruthy();
    expect(dialog.getByText("You will need to log in again on all devices.")).toBeTruthy();
    await user.click(dialog.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(api.callsTo("POST /api/Account/LogoutAll")).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "member@example.com" }));
    await user.click(await screen.findByRole("menuitem", { name: "Sign Out of all devices" }));
    const again = within(await screen.findByRole("dialog", { name: "Log out from all devices?" }));
    await user.click(again.getByRole("button", { name: "Log out everywhere" }));
    expect(await screen.findByRole("heading", { name: "Log in" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/login");
    expect(api.callsTo("POST /api/Account/LogoutAll")[0]?.headers.get("Authorization")).toBe("Bearer access-token");
    expect(getRefreshToken()).toBeUndefined();
  });
});

describe("footer", () => {
  it("shows the legal links, VAT number, year and both versions once signed in", async () => {
    loadTestSettings();
    mockApi({ ...signedInAs(whoAmI()), ...versionHandler });
    renderRoutes(routes, "/projects");
    const footer = within(screen.getByRole("contentinfo"));
    expect(await footer.findByText("TAS Portal UI: v0.0.394 | API: v1.2.3")).toBeTruthy();
    expect(footer.getByText("VAT No. GB 123 4567 89")).toBeTruthy();
    expect(footer.getByText(new RegExp(`© ${new Date().getFullYear()}`))).toBeTruthy();
    for (const name of [
      "Terms and Conditions of Sale",
      "Terms and Conditions of Website",
      "Cookie Policy",
      "Privacy Policy",
    ]) {
      expect(footer.getByRole("link", { name })).toBeTruthy();
    }
  });

  it("shows API v0.0.0 until the version is fetched", async () => {
    loadTestSettings();
    const api = mockApi({});
    renderRoutes(routes, "/login");
    expect(within(screen.getByRole("contentinfo")).getByText("TAS Portal UI: v0.0.394 | API: v0.0.0")).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});

describe("routes", () => {
  it("shows the not-found page for unknown paths and at /notfound", async () => {
    loadTestSettings();
    mockApi({});
    const first = renderRoutes(routes, "/no/such/page");
    expect(screen.getByText("The page you have requested does not exist.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to Home" }).getAttribute("href")).toBe("/");
    first.unmount();
    renderRoutes(routes, "/notfound");
    expect(screen.getByText("The page you have requested does not exist.")).toBeTruthy();
  });

  it("sends / to /projects for a signed-in user", async () => {
    loadTestSettings();
    mockApi({ ...signedInAs(whoAmI()), ...versionHandler });
    const { router } = renderRoutes(routes, "/");
    // Only the redirect is checked here: the project list has its own tests.
    await waitFor(() => expect(router.state.location.pathname).toBe("/projects"));
  });
});
