/**
 * Saves made on site may meet a dropped connection (docs/decisions/phone.md, 'offline'). A call that got no
 * answer at all is told apart from a server that answered with a refusal: only the first is kept and sent again
 * when the connection returns; a refusal shows its error as before and waits for the user.
 */
import { ApiError, networkFailure } from "../api-error";

/** The browser says it has no connection. */
export const isOffline = (): boolean => typeof navigator !== "undefined" && navigator.onLine === false;

/**
 * The save never reached the server or never came back: the API client's failure for a call without an answer
 * (fetch's TypeError), or any failure while the browser is offline.
 */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof ApiError) return error.failure === networkFailure || (isOffline() && error.status >= 500);
  return error instanceof TypeError || isOffline();
}
