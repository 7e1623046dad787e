import { COOKIE_NAMES } from "@portal/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  clearTokens,
  getAuthToken,
  getRefreshToken,
  hasSessionCookies,
  hasTabVisitorSession,
  isWelcomeBannerHidden,
  setCookie,
  setWelcomeBannerHidden,
  storeSessionToken,
  storeTokens,
} from "./cookies";

/** jsdom keeps cookies but not their attributes, so the writes themselves are checked. */
function spyCookieWrites() {
  const writes: string[] = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, "cookie") as PropertyDescriptor;
  vi.spyOn(document, "cookie", "set").mockImplementation((value: string) => {
    writes.push(value);
    descriptor.set?.call(document, value);
  });
  return writes;
}

const expiresInMinutes = (write: string) => {
  const expires = /expires=([^;]+)/.exec(write)?.[1] ?? "";
  return Math.round((new Date(expires).getTime() - Date.now()) / 60_000);
};

describe("cookies (spec 01 §3.2, §9)", () => {
  afterEach(() => vi.useRealTimers());

  it("keeps the auth token 14 minutes and the refresh token 24 hours", () => {
    vi.useFakeTimers({ now: new Date("2026-03-01T12:00:00Z"), toFake: ["Date"] });
    const writes = spyCookieWrites();
    storeTokens({ authToken: "a b", refreshToken: "r/1" });
    expect(writes[0]).toMatch(/^authToken=a%20b;/);
    expect(expiresInMinutes(writes[0] ?? "")).toBe(14);
    expect(writes[1]).toMatch(/^refreshToken=r%2F1;/);
    expect(expiresInMinutes(writes[1] ?? "")).toBe(1440);
    expect(writes.every((write) => write.includes("path=/") && write.includes("SameSite=Lax"))).toBe(true);
    expect(getAuthToken()).toBe("a b");
    expect(getRefreshToken()).toBe("r/1");
    expect(hasSessionCookies()).toBe(true);
    clearTokens();
    expect(hasSessionCookies()).toBe(false);
  });

  it("keeps a wizard visitor's session per tab: another tab's visitor session does not take it away", () => {
    storeSessionToken("visitor-a");
    expect(getAuthToken()).toBe("visitor-a");
    expect(hasTabVisitorSession()).toBe(true);
    // Another tab starts the wizard under another e-mail: the shared cookie changes, this tab's session does not.
    setCookie(COOKIE_NAMES.authToken, "visitor-b", 120);
    expect(getAuthToken()).toBe("visitor-a");
    // Signing in (or out) ends the tab's own visitor session.
    storeTokens({ authToken: "user", refreshToken: "refresh" });
    expect(getAuthToken()).toBe("user");
    expect(hasTabVisitorSession()).toBe(false);
    storeSessionToken("visitor-c");
    clearTokens();
    expect(getAuthToken()).toBeUndefined();
    window.sessionStorage.clear();
  });

  it("keeps the welcome banner preference 365 days", () => {
    vi.useFakeTimers({ now: new Date("2026-03-01T12:00:00Z"), toFake: ["Date"] });
    const writes = spyCookieWrites();
    expect(isWelcomeBannerHidden()).toBe(false);
    setWelcomeBannerHidden(true);
    expect(writes[0]).toMatch(/^welcomeBannerHidden=true;/);
    expect(expiresInMinutes(writes[0] ?? "")).toBe(365 * 24 * 60);
    expect(isWelcomeBannerHidden()).toBe(true);
    setWelcomeBannerHidden(false);
    expect(isWelcomeBannerHidden()).toBe(false);
  });
});
