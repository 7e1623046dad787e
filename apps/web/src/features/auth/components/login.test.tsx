import { ACCOUNT_MESSAGES } from "@portal/contracts";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { LoginRoute } from "@/app/routes/login";
import { getAuthToken, getRefreshToken } from "@/lib/cookies";
import { whoAmI } from "@/testing/fixtures";
import { json, loadTestSettings, mockApi } from "@/testing/mock-api";
import { renderPage } from "@/testing/render";
import { errorOf } from "@/testing/session";

async function submit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText("Email"), email);
  if (password) await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Log in" }));
  return user;
}

describe("login form", () => {
  it("requires the email and the password", async () => {
    loadTestSettings();
    const api = mockApi({});
    renderPage(<LoginRoute />, "/login");
    await submit("", "");
    expect(errorOf(screen.getByLabelText("Email"))).toBe("Email is required");
    expect(errorOf(screen.getByLabelText("Password"))).toBe("Password is required");
    expect(api.calls).toHaveLength(0);
  });

  it("checks the email pattern", async () => {
    loadTestSettings();
    mockApi({});
    renderPage(<LoginRoute />, "/login");
    await submit("not an email", "secret");
    expect(errorOf(screen.getByLabelText("Email"))).toBe("Invalid email");
  });

  it("puts 'Incorrect email or password' on the password field after a refusal", async () => {
    loadTestSettings();
    mockApi({ "POST /api/Account/Login": () => json({ message: ACCOUNT_MESSAGES.incorrectLogin }, 401) });
    renderPage(<LoginRoute />, "/login");
    await submit("someone@example.com", "wrong-password");
    expect(await screen.findByText(ACCOUNT_MESSAGES.incorrectLogin)).toBeTruthy();
    expect(errorOf(screen.getByLabelText("Password"))).toBe(ACCOUNT_MESSAGES.incorrectLogin);
    expect(getAuthToken()).toBeUndefined();
  });

  it("explains a locked account with the server's message as well", async () => {
    loadTestSettings();
    mockApi({ "POST /api/Account/Login": () => json({ message: ACCOUNT_MESSAGES.accountLocked }, 423) });
    renderPage(<LoginRoute />, "/login");
    await submit("someone@example.com", "any-password");
    expect(await screen.findByText(ACCOUNT_MESSAGES.accountLocked)).toBeTruthy();
    expect(errorOf(screen.getByLabelText("Password"))).toBe(ACCOUNT_MESSAGES.incorrectLogin);
  });

  it("stores both tokens and fetches the user on success", async () => {
    loadTestSettings();
    const api = mockApi({
      "POST /api/Account/Login": () => json({ authToken: "a1", refreshToken: "r1" }),
      "GET /api/Account/WhoAmI": () => json(whoAmI()),
    });
    renderPage(<LoginRoute />, "/login");
    await submit("member@example.com", "a-long-password");
    await screen.findByRole("button", { name: "Log in" });
    await expect.poll(() => api.callsTo("GET /api/Account/WhoAmI").length).toBe(1);
    expect(api.callsTo("POST /api/Account/Login")[0]?.body).toEqual({
      email: "member@example.com",
      password: "a-long-password",
    });
    expect(api.callsTo("GET /api/Account/WhoAmI")[0]?.headers.get("Authorization")).toBe("Bearer a1");
    expect(getAuthToken()).toBe("a1");
    expect(getRefreshToken()).toBe("r1");
  });

  it("toggles the password's visibility", async () => {
    loadTestSettings();
    mockApi({});
    renderPage(<LoginRoute />, "/login");
    const user = userEvent.setup();
    const password = screen.getByLabelText("Password");
    expect(password.getAttribute("type")).toBe("password");
    await user.click(screen.getByRole("button", { name: "Show password" }));
    expect(password.getAttribute("type")).toBe("text");
    await user.click(screen.getByRole("button", { name: "Hide password" }));
    expect(password.getAttribute("type")).toBe("password");
  });

  it("links to registration and the forgotten-password page", () => {
    loadTestSettings();
    mockApi({});
    renderPage(<LoginRoute />, "/login");
    expect(screen.getByRole("link", { name: "Create an account" }).getAttribute("href")).toBe("/register");
    expect(screen.getByRole("link", { name: "Forgot your password?" }).getAttribute("href")).toBe("/forgot-password");
  });
});

describe("email verification on load", () => {
  it("verifies with userId and code from the link and says so", async () => {
    loadTestSettings();
    const api = mockApi({
      "POST /api/Account/ConfirmEmail": () => json({ message: ACCOUNT_MESSAGES.emailVerifiedSuccess }),
    });
    renderPage(<LoginRoute />, "/login?userId=5&code=abc123", "/login");
    expect(await screen.findByText("You've successfully verified your email, you can now login.")).toBeTruthy();
    expect(api.callsTo("POST /api/Account/ConfirmEmail")).toHaveLength(1);
    expect(api.calls[0]?.body).toEqual({ userId: 5, code: "abc123" });
  });

  it("says the link has expired when verification fails", async () => {
    loadTestSettings();
    mockApi({ "POST /api/Account/ConfirmEmail": () => json({ message: ACCOUNT_MESSAGES.emailVerifiedError }, 400) });
    renderPage(<LoginRoute />, "/login?userId=5&code=spent", "/login");
    expect(
      await screen.findByText("This email verification link has expired. Please request a new link."),
    ).toBeTruthy();
    expect(screen.queryByText(ACCOUNT_MESSAGES.emailVerifiedError)).toBeNull();
  });

  it("does nothing without the link's parameters", () => {
    loadTestSettings();
    const api = mockApi({});
    renderPage(<LoginRoute />, "/login");
    expect(api.calls).toHaveLength(0);
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
