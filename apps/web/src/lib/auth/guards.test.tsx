import { ROLES } from "@portal/contracts";
import { screen } from "@testing-library/react";
import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { adminWhoAmI, whoAmI } from "@/testing/fixtures";
import { json, loadTestSettings, mockApi } from "@/testing/mock-api";
import { renderRoutes } from "@/testing/render";
import { signedInAs } from "@/testing/session";
import { AuthGuard, RoleGuard, VisitorsOnlyGuard } from "./guards";

const page = (text: string) => <p>{text}</p>;

const routes: RouteObject[] = [
  {
    element: <VisitorsOnlyGuard />,
    children: [{ path: "/login", element: page("Login page") }],
  },
  {
    element: <VisitorsOnlyGuard redirectTo="/profile" />,
    children: [{ path: "/register", element: page("Register page") }],
  },
  {
    element: <AuthGuard />,
    children: [
      { path: "/projects", element: page("Projects page") },
      { path: "/profile", element: page("Profile page") },
      {
        element: <RoleGuard allow={{ admin: true }} />,
        children: [{ path: "/admin/users", element: page("Users page") }],
      },
      {
        element: <RoleGuard allow={{ admin: true, tas: true }} redirectTo="/profile" />,
        children: [{ path: "/staff", element: page("Staff page") }],
      },
    ],
  },
  {
    element: <RoleGuard allow={{ nonAuthenticated: true, anonymous: true }} />,
    children: [{ path: "/public-services", element: page("Wizard") }],
  },
  {
    element: <RoleGuard allow={{ public: true }} />,
    children: [{ path: "/members-only", element: page("Members page") }],
  },
];

describe("general guard", () => {
  it("sends a visitor without session cookies to /login", async () => {
    loadTestSettings();
    const api = mockApi({});
    const { router } = renderRoutes(routes, "/projects");
    expect(await screen.findByText("Login page")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/login");
    expect(api.calls).toHaveLength(0);
  });

  it("shows the loading overlay while the user loads, then the page", async () => {
    loadTestSettings();
    let answer: (response: Response) => void = () => undefined;
    const pending = new Promise<Response>((resolve) => {
      answer = resolve;
    });
    signedInAs(whoAmI());
    mockApi({ "GET /api/Account/WhoAmI": () => pending });
    renderRoutes(routes, "/projects");
    expect(screen.getByTestId("loading-overlay")).toBeTruthy();
    expect(screen.queryByText("Projects page")).toBeNull();
    answer(json(whoAmI()));
    expect(await screen.findByText("Projects page")).toBeTruthy();
    expect(screen.queryByTestId("loading-overlay")).toBeNull();
  });

  it("sends anonymous users to /public-services", async () => {
    loadTestSettings();
    mockApi(signedInAs(whoAmI({ role: ROLES.anonymous, isAnonymous: true })));
    const { router } = renderRoutes(routes, "/projects");
    expect(await screen.findByText("Wizard")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/public-services");
  });

  it("renders the nested route for a signed-in user", async () => {
    loadTestSettings();
    mockApi(signedInAs(whoAmI()));
    renderRoutes(routes, "/profile");
    expect(await screen.findByText("Profile page")).toBeTruthy();
  });
});

describe("visitors-only guard", () => {
  it("lets a visitor see the page", async () => {
    loadTestSettings();
    mockApi({});
    renderRoutes(routes, "/login");
    expect(await screen.findByText("Login page")).toBeTruthy();
  });

  it("sends a signed-in user to /projects", async () => {
    loadTestSettings();
    mockApi(signedInAs(whoAmI()));
    const { router } = renderRoutes(routes, "/login");
    expect(await screen.findByText("Projects page")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/projects");
  });

  it("sends a signed-in user back to the in-app page that sent them to sign in, and never to another site", async () => {
    loadTestSettings();
    mockApi(signedInAs(whoAmI()));
    const back = renderRoutes(routes, `/login?returnTo=${encodeURIComponent("/profile?tab=1")}`);
    expect(await screen.findByText("Profile page")).toBeTruthy();
    expect(`${back.router.state.location.pathname}${back.router.state.location.search}`).toBe("/profile?tab=1");
    back.unmount();
    for (const elsewhere of ["//evil.example/x", "/\\evil.example", "https://evil.example"]) {
      const { router, unmount } = renderRoutes(routes, `/login?returnTo=${encodeURIComponent(elsewhere)}`);
      expect(await screen.findByText("Projects page")).toBeTruthy();
      expect(router.state.location.pathname).toBe("/projects");
      unmount();
    }
  });

  it("uses the configured target", async () => {
    loadTestSettings();
    mockApi(signedInAs(whoAmI()));
    const { router } = renderRoutes(routes, "/register");
    expect(await screen.findByText("Profile page")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/profile");
  });

  it("keeps an anonymous user on the page", async () => {
    loadTestSettings();
    mockApi(signedInAs(whoAmI({ role: ROLES.anonymous, isAnonymous: true })));
    renderRoutes(routes, "/login");
    expect(await screen.findByText("Login page")).toBeTruthy();
  });
});

describe("role guard", () => {
  it("renders the page for an allowed role", async () => {
    loadTestSettings();
    mockApi(signedInAs(adminWhoAmI()));
    renderRoutes(routes, "/admin/users");
    expect(await screen.findByText("Users page")).toBeTruthy();
  });

  it.each([
    ["public", whoAmI()],
    ["TAS", whoAmI({ role: ROLES.tasUser, isTasUser: true })],
    ["ASM", whoAmI({ role: ROLES.asmUser, isAsmUser: true })],
  ])("sends a %s user away from an admin page to /projects", async (_kind, user) => {
    loadTestSettings();
    mockApi(signedInAs(user));
    const { router } = renderRoutes(routes, "/admin/users");
    expect(await screen.findByText("Projects page")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/projects");
  });

  it("uses the configured target for users it refuses", async () => {
    loadTestSettings();
    mockApi(signedInAs(whoAmI({ role: ROLES.asmUser, isAsmUser: true })));
    const { router } = renderRoutes(routes, "/staff");
    expect(await screen.findByText("Profile page")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/profile");
  });

  it("lets TAS users through where the TAS flag allows them", async () => {
    loadTestSettings();
    mockApi(signedInAs(whoAmI({ role: ROLES.tasUser, isTasUser: true })));
    renderRoutes(routes, "/staff");
    expect(await screen.findByText("Staff page")).toBeTruthy();
  });

  it("sends unauthenticated visitors to /login unless the page allows them", async () => {
    loadTestSettings();
    mockApi({});
    const first = renderRoutes(routes, "/members-only");
    expect(await screen.findByText("Login page")).toBeTruthy();
    expect(first.router.state.location.pathname).toBe("/login");
    first.unmount();
    renderRoutes(routes, "/public-services");
    expect(await screen.findByText("Wizard")).toBeTruthy();
  });
});
