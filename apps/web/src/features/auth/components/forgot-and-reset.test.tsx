import { ACCOUNT_MESSAGES } from "@portal/contracts";
import { FIELD_LABELS } from "@portal/contracts/ui";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ForgotPasswordRoute } from "@/app/routes/forgot-password";
import { PasswordResetRoute } from "@/app/routes/password-reset";
import { getAuthToken, storeSessionToken } from "@/lib/cookies";
import { empty, json, loadTestSettings, mockApi } from "@/testing/mock-api";
import { renderPage } from "@/testing/render";
import { errorOf } from "@/testing/session";

describe("forgot password", () => {
  it("uses the login email rules", async () => {
    loadTestSettings();
    const api = mockApi({});
    renderPage(<ForgotPasswordRoute />, "/forgot-password");
    const user = userEvent.setup();
    // The form library validates asynchronously: the message comes once its check has run.
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    await waitFor(() => expect(errorOf(screen.getByLabelText(FIELD_LABELS.email))).toBe("Email is required"));
    await user.type(screen.getByLabelText(FIELD_LABELS.email), "nobody");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    await waitFor(() => expect(errorOf(screen.getByLabelText(FIELD_LABELS.email))).toBe("Invalid email"));
    expect(api.calls).toHaveLength(0);
  });

  it("shows 'Check your email' after the request", async () => {
    loadTestSettings();
    const api = mockApi({ "POST /api/Account/ForgottenPassword": () => empty(200) });
    renderPage(<ForgotPasswordRoute />, "/forgot-password");
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(FIELD_LABELS.email), "rhys@example.com");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByRole("heading", { name: "Check your email" })).toBeTruthy();
    expect(api.calls[0]?.body).toEqual({ email: "rhys@example.com" });
    expect(screen.getByRole("link", { name: "Back to Login" }).getAttribute("href")).toBe("/login");
  });

  it("says the link could not be sent when the request fails, keeping the form", async () => {
    loadTestSettings();
    mockApi({
      "POST /api/Account/ForgottenPassword": () => json({ message: ACCOUNT_MESSAGES.forgotPasswordCallError }, 500),
    });
    renderPage(<ForgotPasswordRoute />, "/forgot-password");
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(FIELD_LABELS.email), "rhys@example.com");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByText("An error occurred while sending the reset link.")).toBeTruthy();
    expect((screen.getByLabelText(FIELD_LABELS.email) as HTMLInputElement).value).toBe("rhys@example.com");
  });
});

describe("password reset", () => {
  it.each([
    "/password-reset",
    "/password-reset?code=abc",
    "/password-reset?userId=4",
    "/password-reset?userId=x&code=abc",
  ])("shows Invalid Link for %s", (path) => {
    loadTestSettings();
    mockApi({});
    renderPage(<PasswordResetRoute />, path, "/password-reset");
    expect(screen.getByRole("heading", { name: "Invalid Link" })).toBeTruthy();
    expect(
      screen.getByText("The password recovery link is invalid or has expired. Please request a new link."),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Request New Link" }).getAttribute("href")).toBe("/forgot-password");
  });

  it("checks the new password's rules", async () => {
    loadTestSettings();
    const api = mockApi({});
    renderPage(<PasswordResetRoute />, "/password-reset?code=abc&userId=4", "/password-reset");
    const user = userEvent.setup();
    expect(screen.getByRole("heading", { name: "Set New Password" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Update Password" }));
    expect(errorOf(screen.getByLabelText(FIELD_LABELS.newPassword))).toBe("Password is required");
    expect(errorOf(screen.getByLabelText(FIELD_LABELS.confirmPassword))).toBe("Please confirm your password");
    await user.type(screen.getByLabelText(FIELD_LABELS.newPassword), "short");
    await user.type(screen.getByLabelText(FIELD_LABELS.confirmPassword), "other");
    await user.click(screen.getByRole("button", { name: "Update Password" }));
    expect(errorOf(screen.getByLabelText(FIELD_LABELS.newPassword))).toBe(
      "The password must be at least 12 characters long",
    );
    expect(errorOf(screen.getByLabelText(FIELD_LABELS.confirmPassword))).toBe("Passwords do not match");
    expect(api.calls).toHaveLength(0);
  });

  it("sends userId, code and both passwords, then shows Password Updated", async () => {
    loadTestSettings();
    const api = mockApi({ "POST /api/Account/PasswordReset": () => empty(200) });
    renderPage(<PasswordResetRoute />, "/password-reset?code=abc&userId=4", "/password-reset");
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(FIELD_LABELS.newPassword), "a-brand-new-password");
    await user.type(screen.getByLabelText(FIELD_LABELS.confirmPassword), "a-brand-new-password");
    await user.click(screen.getByRole("button", { name: "Update Password" }));
    expect(await screen.findByRole("heading", { name: "Password Updated" })).toBeTruthy();
    expect(api.calls[0]?.body).toEqual({
      userId: 4,
      code: "abc",
      password: "a-brand-new-password",
      confirmPassword: "a-brand-new-password",
    });
    expect(screen.getByRole("link", { name: "Back to Login" }).getAttribute("href")).toBe("/login");
  });

  it("forgets this browser's session once the password is set (the server has ended it), and keeps it on a refusal", async () => {
    loadTestSettings();
    let answer = 400;
    mockApi({
      "POST /api/Account/PasswordReset": () => (answer === 200 ? empty(200) : json({ message: "Invalid link" }, 400)),
    });
    // A wizard visitor completing their registration follows the link in the browser that holds their session.
    storeSessionToken("visitor-session-token");
    renderPage(<PasswordResetRoute />, "/password-reset?code=abc&userId=4", "/password-reset");
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(FIELD_LABELS.newPassword), "a-brand-new-password");
    await user.type(screen.getByLabelText(FIELD_LABELS.confirmPassword), "a-brand-new-password");
    await user.click(screen.getByRole("button", { name: "Update Password" }));
    await screen.findByText("Invalid link");
    expect(getAuthToken()).toBe("visitor-session-token");
    answer = 200;
    await user.click(screen.getByRole("button", { name: "Update Password" }));
    expect(await screen.findByRole("heading", { name: "Password Updated" })).toBeTruthy();
    expect(getAuthToken()).toBeUndefined();
  });

  it("shows the password model-state messages of a 400 on the password field", async () => {
    loadTestSettings();
    mockApi({
      "POST /api/Account/PasswordReset": () =>
        json({ message: "Invalid password", modelState: { Password: ["Too common.", "Choose another."] } }, 400),
    });
    renderPage(<PasswordResetRoute />, "/password-reset?code=abc&userId=4", "/password-reset");
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(FIELD_LABELS.newPassword), "password1234");
    await user.type(screen.getByLabelText(FIELD_LABELS.confirmPassword), "password1234");
    await user.click(screen.getByRole("button", { name: "Update Password" }));
    await screen.findByText("Too common. Choose another.");
    expect(errorOf(screen.getByLabelText(FIELD_LABELS.newPassword))).toBe("Too common. Choose another.");
  });

  it("shows a 400's message when there is no password model state", async () => {
    loadTestSettings();
    mockApi({ "POST /api/Account/PasswordReset": () => json({ message: ACCOUNT_MESSAGES.passwordResetInvalid }, 400) });
    renderPage(<PasswordResetRoute />, "/password-reset?code=spent&userId=4", "/password-reset");
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(FIELD_LABELS.newPassword), "a-brand-new-password");
    await user.type(screen.getByLabelText(FIELD_LABELS.confirmPassword), "a-brand-new-password");
    await user.click(screen.getByRole("button", { name: "Update Password" }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.passwordResetInvalid)).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Set New Password" })).toBeTruthy();
  });

  it("uses the generic mapping for other statuses", async () => {
    loadTestSettings();
    mockApi({ "POST /api/Account/PasswordReset": () => empty(429) });
    renderPage(<PasswordResetRoute />, "/password-reset?code=abc&userId=4", "/password-reset");
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(FIELD_LABELS.newPassword), "a-brand-new-password");
    await user.type(screen.getByLabelText(FIELD_LABELS.confirmPassword), "a-brand-new-password");
    await user.click(screen.getByRole("button", { name: "Update Password" }));
    expect(await screen.findByText("You have made too many requests")).toBeTruthy();
  });

  it("reports a request that could not be made as an unexpected error", async () => {
    // No settings loaded: the client refuses with 'Config not loaded' before any call.
    mockApi({});
    renderPage(<PasswordResetRoute />, "/password-reset?code=abc&userId=4", "/password-reset");
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(FIELD_LABELS.newPassword), "a-brand-new-password");
    await user.type(screen.getByLabelText(FIELD_LABELS.confirmPassword), "a-brand-new-password");
    await user.click(screen.getByRole("button", { name: "Update Password" }));
    expect(await screen.findByText(/Unexpected error while resetting password/)).toBeTruthy();
  });
});
