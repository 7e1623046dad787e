import {
  AUTH_COOKIE_MINUTES,
  COOKIE_NAMES,
  REFRESH_COOKIE_MINUTES,
  SESSION_TOKEN_EXPIRY,
  type TokenPair,
  WELCOME_BANNER_COOKIE_DAYS,
} from "@portal/contracts";

export function getCookie(name: string): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`;
  const entry = document.cookie.split("; ").find((part) => part.startsWith(prefix));
  return entry === undefined ? undefined : decodeURIComponent(entry.slice(prefix.length));
}

export function setCookie(name: string, value: string, lifetimeMinutes: number): void {
  const expires = new Date(Date.now() + lifetimeMinutes * 60_000).toUTCString();
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari.
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax${secure}`;
}

export function removeCookie(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: see setCookie.
  document.cookie = `${encodeURIComponent(name)}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax`;
}

/**
 * A wizard visitor's token is also kept per tab: the cookie is shared by every tab, so a second tab starting the
 * wizard under another e-mail would otherwise take the first tab's session away and leave its project unreachable.
 */
const TAB_VISITOR_TOKEN_KEY = "visitorSessionToken";

function tabVisitorToken(): string | undefined {
  try {
    return window.sessionStorage.getItem(TAB_VISITOR_TOKEN_KEY) ?? undefined;
  } catch {
    // Storage refused (private browsing): the tab shares the cookie's session, as before.
    return undefined;
  }
}

function setTabVisitorToken(token: string | null): void {
  try {
    if (token === null) window.sessionStorage.removeItem(TAB_VISITOR_TOKEN_KEY);
    else window.sessionStorage.setItem(TAB_VISITOR_TOKEN_KEY, token);
  } catch {
    // See tabVisitorToken.
  }
}

/** True while this tab works under a visitor session of its own (one it asked for itself). */
export function hasTabVisitorSession(): boolean {
  return tabVisitorToken() !== undefined;
}

/** This tab's visitor token if it has one, else the shared auth cookie. */
export function getAuthToken(): string | undefined {
  return tabVisitorToken() ?? getCookie(COOKIE_NAMES.authToken);
}

export function getRefreshToken(): string | undefined {
  return getCookie(COOKIE_NAMES.refreshToken);
}

/** Either cookie means a session may still exist: an expired auth cookie is renewed from the refresh cookie. */
export function hasSessionCookies(): boolean {
  return getAuthToken() !== undefined || getRefreshToken() !== undefined;
}

/** Cookie lifetimes follow the token lifetimes (spec 01 §9): 14 minutes and 24 hours. */
export function storeTokens(tokens: TokenPair): void {
  setTabVisitorToken(null);
  setCookie(COOKIE_NAMES.authToken, tokens.authToken, AUTH_COOKIE_MINUTES);
  setCookie(COOKIE_NAMES.refreshToken, tokens.refreshToken, REFRESH_COOKIE_MINUTES);
}

/**
 * A wizard visitor's session (spec 01 §4.2): the token is the auth cookie for its 120 minutes, and there is no
 * refresh token, so an expired visitor session simply asks again.
 */
export function storeSessionToken(token: string): void {
  setTabVisitorToken(token);
  setCookie(COOKIE_NAMES.authToken, token, SESSION_TOKEN_EXPIRY);
  removeCookie(COOKIE_NAMES.refreshToken);
}

export function clearTokens(): void {
  setTabVisitorToken(null);
  removeCookie(COOKIE_NAMES.authToken);
  removeCookie(COOKIE_NAMES.refreshToken);
}

/** The welcome banner preference of public users, kept for 365 days (spec 01 §9, spec 02 §2). */
export function isWelcomeBannerHidden(): boolean {
  return getCookie(COOKIE_NAMES.welcomeBannerHidden) === "true";
}

export function setWelcomeBannerHidden(hidden: boolean): void {
  setCookie(COOKIE_NAMES.welcomeBannerHidden, String(hidden), WELCOME_BANNER_COOKIE_DAYS * 24 * 60);
}
