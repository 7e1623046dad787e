import { Writable } from "node:stream";
import { ACCOUNT_MESSAGES, HTTP_STATUS_MESSAGES, ROLES } from "@portal/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, CapturingMailer, TEST_ADMIN, type TestApp, testConfig } from "../../../test/build-app.js";
import { createUser, REGISTRATION_FIELDS } from "../../../test/factories.js";
import { openTestDatabase } from "../../../test/test-database.js";
import { buildApp } from "../../app.js";

const validRegistration = {
  ...REGISTRATION_FIELDS,
  email: "ada.lovelace@example.com",
  addressLine2: "",
  acceptMarketingByEmail: true,
  acceptMarketingByPost: false,
  acceptOptInToThirdParties: false,
};

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

async function register(overrides: Record<string, unknown> = {}) {
  return t.request({ method: "POST", url: "/api/Account/Register", payload: { ...validRegistration, ...overrides } });
}

describe("registration and e-mail verification", () => {
  it("registers, mails a verification link to /login, and refuses sign-in until it is followed", async () => {
    const email = "grace.hopper@example.com";
    const response = await register({ email });
    expect(response.statusCode).toBe(200);

    const mail = t.mailer.lastTo(email);
    expect(mail.text).toContain("Hello Ada,");
    expect(mail.html).toContain("Roofing Portal");
    const link = t.mailer.linkTo(email);
    expect(`${link.origin}${link.pathname}`).toBe("http://portal.test/login");
    const userId = link.searchParams.get("userId");
    const code = link.searchParams.get("code");
    expect(userId).toMatch(/^\d+$/);
    expect(code).toBeTruthy();

    const early = await t.request({
      method: "POST",
      url: "/api/Account/Login",
      payload: { email, password: validRegistration.password },
    });
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe(ACCOUNT_MESSAGES.emailNotVerified);

    const confirmed = await t.request({ method: "POST", url: "/api/Account/ConfirmEmail", payload: { userId, code } });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: "Email verified successfully" });

    const again = await t.request({ method: "POST", url: "/api/Account/ConfirmEmail", payload: { userId, code } });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe("Error verifying email");

    const tokens = await t.login(email, validRegistration.password);
    const whoAmI = await t.request({ method: "GET", url: "/api/Account/WhoAmI", token: tokens.authToken });
    expect(whoAmI.json()).toMatchObject({
      email,
      firstName: "Ada",
      lastName: "Lovelace",
      role: "User",
      isAdmin: false,
      isTasUser: false,
      isAsmUser: false,
      isAuthenticated: true,
      isAnonymous: false,
    });
  });

  it("rejects a wrong or expired verification code", async () => {
    const email = "expiring@example.com";
    await register({ email });
    const link = t.mailer.linkTo(email);
    const userId = link.searchParams.get("userId");
    const wrong = await t.request({
      method: "POST",
      url: "/api/Account/ConfirmEmail",
      payload: { userId, code: "nope" },
    });
    expect(wrong.statusCode).toBe(400);
    t.clock.advanceMinutes(24 * 60 + 1);
    const expired = await t.request({
      method: "POST",
      url: "/api/Account/ConfirmEmail",
      payload: { userId, code: link.searchParams.get("code") },
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe("Error verifying email");
  });

  it("answers 400 with the spec's model-state keys and messages for each rule", async () => {
    const response = await t.request({
      method: "POST",
      url: "/api/Account/Register",
      payload: {
        firstName: "A",
        lastName: "",
        email: "not an email",
        phoneNumber: "12",
        jobTitle: "",
        company: "",
        password: "short",
        confirmPassword: "different",
        addressLine1: "",
        town: "",
        postCode: "",
        industryType: 0,
        hasAcceptedTermsAndConditions: false,
      },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toBe("Error registering user.");
    expect(body.modelState).toMatchObject({
      FirstName: ["First name must be at least 2 characters"],
      LastName: ["Last name is required"],
      Email: ["Invalid email format"],
      PhoneNumber: ["Invalid phone number format"],
      JobTitle: ["Job title is required"],
      Company: ["Company is required"],
      Password: ["Password must be at least 12 characters"],
      AddressLine1: ["Address line 1 is required"],
      Town: ["Town is required"],
      PostCode: ["Postcode is required"],
      IndustryType: ["Industry type is required"],
      HasAcceptedTermsAndConditions: ["You must accept the terms and conditions"],
    });
  });

  it("reports mismatched passwords on ConfirmPassword and a taken e-mail on Email", async () => {
    const mismatch = await register({ email: "mismatch@example.com", confirmPassword: "something-else-entirely" });
    expect(mismatch.json().modelState).toEqual({ ConfirmPassword: ["Passwords do not match"] });
    const taken = await register({ email: TEST_ADMIN.email.toUpperCase() });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().modelState).toEqual({ Email: [ACCOUNT_MESSAGES.registerEmailTaken] });
  });

  it("answers 400, not 500, for a body that is not JSON", async () => {
    const response = await t.request({
      method: "POST",
      url: "/api/Account/Register",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(HTTP_STATUS_MESSAGES[400]);
  });
});

describe("login", () => {
  it("accepts the spec's query form as well as a JSON body", async () => {
    const query = new URLSearchParams({ email: TEST_ADMIN.email, password: TEST_ADMIN.password });
    const response = await t.request({ method: "POST", url: `/api/Account/Login?${query}` });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(["authToken", "refreshToken"]);
  });

  it("gives the same generic answer for an unknown e-mail and a wrong password", async () => {
    const unknown = await t.request({
      method: "POST",
      url: "/api/Account/Login",
      payload: { email: "nobody@example.com", password: "whatever-password" },
    });
    const wrong = await t.request({
      method: "POST",
      url: "/api/Account/Login",
      payload: { email: TEST_ADMIN.email, password: "wrong-password-1" },
    });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ message: "Incorrect email or password" });
    expect(wrong.json()).toEqual({ message: "Incorrect email or password" });
  });

  it("validates the credentials with the spec's messages", async () => {
    const response = await t.request({ method: "POST", url: "/api/Account/Login", payload: { email: "bad" } });
    expect(response.statusCode).toBe(400);
    expect(response.json().modelState).toEqual({ Email: ["Invalid email"], Password: ["Password is required"] });
    const empty = await t.request({ method: "POST", url: "/api/Account/Login" });
    expect(empty.json().modelState).toEqual({ Email: ["Email is required"], Password: ["Password is required"] });
  });

  it("locks the account after five failures, even for the right password, until 15 minutes pass", async () => {
    const { user, password } = await createUser(t);
    for (let attempt = 0; attempt < 5; attempt++) {
      const failed = await t.request({
        method: "POST",
        url: "/api/Account/Login",
        payload: { email: user.email, password: "wrong-password-x" },
      });
      expect(failed.statusCode).toBe(401);
    }
    const locked = await t.request({
      method: "POST",
      url: "/api/Account/Login",
      payload: { email: user.email, password },
    });
    expect(locked.statusCode).toBe(423);
    expect(locked.json().message).toBe(ACCOUNT_MESSAGES.accountLocked);

    const admin = await t.loginAsAdmin();
    const listed = await t.request({ method: "GET", url: `/api/v1/users/${user.id}`, token: admin.authToken });
    expect(listed.json().isLockedOut).toBe(true);

    t.clock.advanceMinutes(15);
    const unlocked = await t.request({
      method: "POST",
      url: "/api/Account/Login",
      payload: { email: user.email, password },
    });
    expect(unlocked.statusCode).toBe(200);
  });
});

describe("tokens and sessions", () => {
  it("refuses calls without a token, with a forged token and with an expired one", async () => {
    const none = await t.request({ method: "GET", url: "/api/Account/WhoAmI" });
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe(HTTP_STATUS_MESSAGES[401]);
    const forged = await t.request({ method: "GET", url: "/api/Account/WhoAmI", token: "eyJhbGciOiJIUzI1NiJ9.e30.x" });
    expect(forged.statusCode).toBe(401);

    const { authToken } = await t.loginAsAdmin();
    const fresh = await t.request({ method: "GET", url: "/api/Account/WhoAmI", token: authToken });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toMatchObject({ role: ROLES.administrator, isAdmin: true });
  });

  it("rotates refresh tokens and revokes the session when a spent one is replayed", async () => {
    const { user, password } = await createUser(t);
    const first = await t.login(user.email, password);
    const refreshed = await t.request({
      method: "GET",
      url: `/api/Account/Refresh?refreshToken=${encodeURIComponent(first.refreshToken)}`,
    });
    expect(refreshed.statusCode).toBe(200);
    const second = refreshed.json();
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await t.request({ method: "GET", url: "/api/Account/WhoAmI", token: second.authToken })).statusCode).toBe(
      200,
    );

    const replay = await t.request({
      method: "GET",
      url: `/api/Account/Refresh?refreshToken=${encodeURIComponent(first.refreshToken)}`,
    });
    expect(replay.statusCode).toBe(401);
    // The replay ended the whole session: the newest tokens are dead too.
    const afterReplay = await t.request({
      method: "GET",
      url: `/api/Account/Refresh?refreshToken=${encodeURIComponent(second.refreshToken)}`,
    });
    expect(afterReplay.statusCode).toBe(401);
    expect((await t.request({ method: "GET", url: "/api/Account/WhoAmI", token: second.authToken })).statusCode).toBe(
      401,
    );
  });

  it("refuses a refresh token after 24 hours and an access token after 14 minutes", async () => {
    const { user, password } = await createUser(t);
    const tokens = await t.login(user.email, password);
    t.clock.advanceMinutes(1441);
    const refreshed = await t.request({
      method: "GET",
      url: `/api/Account/Refresh?refreshToken=${encodeURIComponent(tokens.refreshToken)}`,
    });
    expect(refreshed.statusCode).toBe(401);
    expect(refreshed.json().message).toBe(ACCOUNT_MESSAGES.invalidRefreshToken);
    const missing = await t.request({ method: "GET", url: "/api/Account/Refresh" });
    expect(missing.statusCode).toBe(400);
  });

  it("access tokens expire after 14 minutes", async () => {
    const { user, password } = await createUser(t);
    const tokens = await t.login(user.email, password);
    t.clock.advanceMinutes(13);
    expect((await t.request({ method: "GET", url: "/api/Account/WhoAmI", token: tokens.authToken })).statusCode).toBe(
      200,
    );
    t.clock.advanceMinutes(2);
    const expired = await t.request({ method: "GET", url: "/api/Account/WhoAmI", token: tokens.authToken });
    expect(expired.statusCode).toBe(401);
  });

  it("Logout ends this device's session only; LogoutAll ends every session", async () => {
    const { user, password } = await createUser(t);
    const laptop = await t.login(user.email, password);
    const phone = await t.login(user.email, password);

    const logout = await t.request({
      method: "POST",
      url: `/api/Account/Logout?refreshToken=${encodeURIComponent(laptop.refreshToken)}`,
      token: laptop.authToken,
    });
    expect(logout.statusCode).toBe(200);
    expect((await t.request({ method: "GET", url: "/api/Account/WhoAmI", token: laptop.authToken })).statusCode).toBe(
      401,
    );
    expect((await t.request({ method: "GET", url: "/api/Account/WhoAmI", token: phone.authToken })).statusCode).toBe(
      200,
    );
    const laptopRefresh = await t.request({
      method: "GET",
      url: `/api/Account/Refresh?refreshToken=${encodeURIComponent(laptop.refreshToken)}`,
    });
    expect(laptopRefresh.statusCode).toBe(401);

    const tablet = await t.login(user.email, password);
    const all = await t.request({ method: "POST", url: "/api/Account/LogoutAll", token: tablet.authToken });
    expect(all.statusCode).toBe(200);
    for (const device of [phone, tablet]) {
      expect((await t.request({ method: "GET", url: "/api/Account/WhoAmI", token: device.authToken })).statusCode).toBe(
        401,
      );
      const refresh = await t.request({
        method: "GET",
        url: `/api/Account/Refresh?refreshToken=${encodeURIComponent(device.refreshToken)}`,
      });
      expect(refresh.statusCode).toBe(401);
    }
  });

  it("needs a token to log out", async () => {
    expect((await t.request({ method: "POST", url: "/api/Account/Logout" })).statusCode).toBe(401);
    expect((await t.request({ method: "POST", url: "/api/Account/LogoutAll" })).statusCode).toBe(401);
  });
});

describe("forgotten password and reset", () => {
  it("mails a reset link to /password-reset and sets the new password once", async () => {
    const { user, password } = await createUser(t);
    const other = await t.login(user.email, password);
    const requested = await t.request({
      method: "POST",
      url: "/api/Account/ForgottenPassword",
      payload: { email: user.email },
    });
    expect(requested.statusCode).toBe(200);
    const link = t.mailer.linkTo(user.email);
    expect(`${link.origin}${link.pathname}`).toBe("http://portal.test/password-reset");
    const payload = {
      userId: link.searchParams.get("userId"),
      code: link.searchParams.get("code"),
      password: "a-brand-new-password",
      confirmPassword: "a-brand-new-password",
    };
    const reset = await t.request({ method: "POST", url: "/api/Account/PasswordReset", payload });
    expect(reset.statusCode).toBe(200);
    expect((await t.request({ method: "GET", url: "/api/Account/WhoAmI", token: other.authToken })).statusCode).toBe(
      401,
    );
    await t.login(user.email, "a-brand-new-password");
    const reused = await t.request({ method: "POST", url: "/api/Account/PasswordReset", payload });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(ACCOUNT_MESSAGES.passwordResetInvalid);
  });

  it("answers the same for an unknown e-mail and sends nothing", async () => {
    const before = t.mailer.sent.length;
    const response = await t.request({
      method: "POST",
      url: "/api/Account/ForgottenPassword",
      payload: { email: "unknown@example.com" },
    });
    expect(response.statusCode).toBe(200);
    expect(t.mailer.sent.length).toBe(before);
    const invalid = await t.request({ method: "POST", url: "/api/Account/ForgottenPassword", payload: { email: "x" } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().modelState).toEqual({ Email: ["Invalid email"] });
  });

  it("checks the new password with the spec's messages", async () => {
    const response = await t.request({
      method: "POST",
      url: "/api/Account/PasswordReset",
      payload: { userId: 1, code: "abc", password: "short", confirmPassword: "other" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().modelState).toEqual({
      Password: ["The password must be at least 12 characters long"],
      ConfirmPassword: ["Passwords do not match"],
    });
  });
});

describe("version", () => {
  it("answers the API version as a JSON string to signed-in callers", async () => {
    const { authToken } = await t.loginAsAdmin();
    const response = await t.request({ method: "GET", url: "/api/v1/system/Version", token: authToken });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBe("1.0.0");
    expect((await t.request({ method: "GET", url: "/api/v1/system/Version" })).statusCode).toBe(401);
  });
});

describe("rate limits and logs", () => {
  it("answers 429 with the spec's text when a client signs in too often", async () => {
    const database = await openTestDatabase();
    const limit = { max: 2, timeWindowMs: 60_000 };
    const { app } = await buildApp(
      testConfig({
        rateLimits: { login: limit, register: limit, forgottenPassword: limit, refresh: limit, sessionToken: limit },
      }),
      { database, mailer: new CapturingMailer(), logger: false, log: () => {} },
    );
    try {
      const attempt = () =>
        app.inject({ method: "POST", url: "/api/Account/Login", payload: { email: "a@example.com", password: "x" } });
      await attempt();
      await attempt();
      const limited = await attempt();
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ message: "You have made too many requests" });
      for (const url of ["/api/Account/Register", "/api/Account/ForgottenPassword"]) {
        await app.inject({ method: "POST", url, payload: {} });
        await app.inject({ method: "POST", url, payload: {} });
        expect((await app.inject({ method: "POST", url, payload: {} })).statusCode).toBe(429);
      }
      await app.inject({ method: "GET", url: "/api/Account/Refresh?refreshToken=a" });
      await app.inject({ method: "GET", url: "/api/Account/Refresh?refreshToken=a" });
      expect((await app.inject({ method: "GET", url: "/api/Account/Refresh?refreshToken=a" })).statusCode).toBe(429);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it("never writes passwords or tokens to the log", async () => {
    const database = await openTestDatabase();
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(String(chunk));
        callback();
      },
    });
    const { app } = await buildApp(testConfig({ logLevel: "trace" }), {
      database,
      mailer: new CapturingMailer(),
      logger: { stream },
      log: () => {},
    });
    try {
      const password = "Sup3r-secret-passw0rd";
      await app.inject({ method: "POST", url: `/api/Account/Login?email=${TEST_ADMIN.email}&password=${password}` });
      await app.inject({ method: "GET", url: "/api/Account/Refresh?refreshToken=the-refresh-token-value" });
      const log = lines.join("");
      expect(log).toContain("/api/Account/Login");
      expect(log).toContain("/api/Account/Refresh");
      expect(log).not.toContain(password);
      expect(log).not.toContain("the-refresh-token-value");
    } finally {
      await app.close();
      await database.close();
    }
  });
});
