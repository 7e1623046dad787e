import { CLIENT_MESSAGES, TokenPairSchema } from "@portal/contracts";
import type { z } from "zod";
import { type ApiFailure, networkFailure, readFailure } from "./api-error";
import { sessionQueryKey } from "./auth/session-key";
import { clearTokens, getAuthToken, getRefreshToken, storeTokens } from "./cookies";
import { redirectToLogin } from "./navigation";
import { queryClient } from "./query-client";
import { buildQueryString, type QueryParams } from "./query-string";
import { getSettings } from "./settings";
import { showErrorToast } from "./toast";

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

/** Decides what a failed call returns (a fallback such as an empty list) or throws. */
export type ErrorHandler<T> = (failure: ApiFailure) => T;

export interface RequestOptions<T> {
  method?: HttpMethod;
  /** A function is read at each send, so a retry after a refresh sees the renewed cookies. */
  query?: QueryParams | (() => QueryParams);
  body?: unknown;
  /** Validates the answer; without it the parsed JSON is returned as it is. */
  schema?: z.ZodType<T>;
  /** Without an error callback a failed call throws 'An unexpected error occurred: {body}' (spec 01 §8.1). */
  onError?: ErrorHandler<T>;
  /** Bearer header and the refresh-and-retry on 401. Off for sign-in and other visitor calls. */
  authenticated?: boolean;
}

/** Paths starting with /api are used as given; every other path gets the /api/v1 prefix (spec 01 §7). */
export function resolveApiPath(path: string): string {
  return path.startsWith("/api") ? path : `/api/v1${path.startsWith("/") ? path : `/${path}`}`;
}

export function buildApiUrl(apiUrl: string, path: string, query?: QueryParams): string {
  return `${apiUrl.replace(/\/+$/, "")}${resolveApiPath(path)}${buildQueryString(query)}`;
}

let refreshInFlight: Promise<boolean> | null = null;

/** Ends the local session after a failed refresh (spec 01 §4.1). */
function expireSession(): void {
  clearTokens();
  queryClient.setQueryData(sessionQueryKey, null);
  showErrorToast(CLIENT_MESSAGES.sessionExpired);
  redirectToLogin();
}

async function requestNewTokens(apiUrl: string): Promise<boolean> {
  const refreshToken = getRefreshToken();
  if (refreshToken === undefined) return false;
  try {
    const response = await fetch(buildApiUrl(apiUrl, "/api/Account/Refresh", { refreshToken }), {
      method: "GET",
      headers: { Accept: "application/json" },
    });
    if (!response.ok) return false;
    const tokens = TokenPairSchema.safeParse(await response.json());
    if (!tokens.success) return false;
    storeTokens(tokens.data);
    return true;
  } catch {
    return false;
  }
}

/** Other tabs share the cookies: a browser-wide lock keeps two tabs from spending the same refresh token. */
function withRefreshLock(task: () => Promise<boolean>): Promise<boolean> {
  const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
  return locks ? locks.request("portal-token-refresh", task) : task();
}

/**
 * One refresh at a time, shared by every call that got a 401 meanwhile: refresh tokens rotate, and the
 * server treats a second use of a spent token as theft and ends the session.
 */
export function refreshSession(apiUrl: string): Promise<boolean> {
  if (refreshInFlight === null) {
    const seenRefreshToken = getRefreshToken();
    refreshInFlight = withRefreshLock(async () => {
      // Another tab renewed the tokens while this one waited for the lock: use them.
      const current = getRefreshToken();
      if (current !== undefined && current !== seenRefreshToken) return true;
      return requestNewTokens(apiUrl);
    })
      .then((refreshed) => {
        if (!refreshed) expireSession();
        return refreshed;
      })
      .finally(() => {
        refreshInFlight = null;
      });
  }
  return refreshInFlight;
}

type Parsed<T> = { ok: true; value: T } | { ok: false; failure: ApiFailure };

/** A success whose body is not what the contract says is reported like any failure, never silently dropped. */
async function parseSuccess<T>(response: Response, schema: z.ZodType<T> | undefined): Promise<Parsed<T>> {
  const text = response.status === 204 ? "" : await response.text();
  let value: unknown;
  let isJson = false;
  if (text !== "") {
    try {
      value = JSON.parse(text);
      isJson = true;
    } catch {
      value = text;
    }
  }
  if (!schema) return { ok: true, value: value as T };
  const parsed = schema.safeParse(value);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, failure: { status: response.status, text, body: undefined, isJson } };
}

export async function apiRequest<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const settings = getSettings();
  if (settings === null) throw new Error(CLIENT_MESSAGES.configNotLoaded);
  const { method = "GET", query, body, schema, onError, authenticated = true } = options;
  const send = (authToken: string | undefined): Promise<Response> => {
    const url = buildApiUrl(settings.apiUrl, path, typeof query === "function" ? query() : query);
    const headers: Record<string, string> = { Accept: "application/json" };
    if (body !== undefined) headers["Content-Type"] = "application/json";
    if (authenticated && authToken !== undefined) headers.Authorization = `Bearer ${authToken}`;
    return fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  };

  const fail = (failure: ApiFailure): T => {
    if (onError) return onError(failure);
    throw new Error(CLIENT_MESSAGES.unexpectedWithBody(failure.text));
  };

  let response: Response;
  try {
    const sentToken = authenticated ? getAuthToken() : undefined;
    response = await send(sentToken);
    if (response.status === 401 && authenticated) {
      // Another call may already have renewed the tokens while this one was in flight: then just retry.
      const renewedMeanwhile = getAuthToken() !== undefined && getAuthToken() !== sentToken;
      if (renewedMeanwhile || getRefreshToken() !== undefined) {
        const refreshed = renewedMeanwhile || (await refreshSession(settings.apiUrl));
        if (!refreshed) {
          // The session has ended and been reported; the caller only needs to stop.
          const failure = await readFailure(response);
          throw new SessionExpiredError(failure);
        }
        response = await send(getAuthToken());
      }
      if (response.status === 401) redirectToLogin();
    }
  } catch (error) {
    if (error instanceof SessionExpiredError) throw error;
    return fail(networkFailure);
  }

  if (!response.ok) return fail(await readFailure(response));
  const parsed = await parseSuccess(response, schema);
  return parsed.ok ? parsed.value : fail(parsed.failure);
}

/** The refresh failed: cookies are cleared, the message shown and the browser sent to /login already. */
export class SessionExpiredError extends Error {
  readonly failure: ApiFailure;
  constructor(failure: ApiFailure) {
    super(CLIENT_MESSAGES.sessionExpired);
    this.name = "SessionExpiredError";
    this.failure = failure;
  }
}
