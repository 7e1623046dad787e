/**
 * Whether a failure means the database cannot be reached just now (a restart, a failover, a full connection
 * table), as opposed to a fault in the request or the code. Such a request is answered 503, so clients and load
 * balancers retry, and the pool reconnects by itself once the database is back.
 */
const UNREACHABLE_CODES = new Set([
  // Node's socket errors.
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  // PostgreSQL: connection exceptions (class 08), too many connections, and the server shutting down or
  // starting up (class 57P).
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  "53300",
  "57P01",
  "57P02",
  "57P03",
]);

/** node-postgres reports a dropped or timed-out connection in words only. */
const UNREACHABLE_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "not currently accepting connections",
];

export function isDatabaseUnreachable(error: unknown): boolean {
  // The query builder wraps the driver's error as its cause; a few levels cover every wrapper seen.
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth++) {
    const code = (current as Error & { code?: unknown }).code;
    if (typeof code === "string" && UNREACHABLE_CODES.has(code)) return true;
    if (UNREACHABLE_MESSAGES.some((text) => current instanceof Error && current.message.includes(text))) return true;
    current = current.cause;
  }
  return false;
}
