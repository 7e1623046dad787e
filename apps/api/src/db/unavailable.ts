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
  // PostgreSQL: too many connections, and the server shutting down (administrator, crash) or starting up.
  "53300",
  "57P01",
  "57P02",
  "57P03",
]);

/** PostgreSQL's SQLSTATE class 08, connection exception: every code starting with these two characters. */
const CONNECTION_EXCEPTION_CLASS = "08";

/**
 * node-postgres reports a lost connection in words only, no code: the socket ended ("Connection terminated",
 * "… unexpectedly", "… due to connection timeout"), a query on a client whose connection already failed or was
 * closed, or a pool that found no connection in time.
 */
const UNREACHABLE_MESSAGES = [
  "Connection terminated",
  "Client has encountered a connection error and is not queryable",
  "Client was closed and is not queryable",
  "timeout exceeded when trying to connect",
  "not currently accepting connections",
];

/** How far down the chain of causes to look; the query builder's wrapper is one level, a pool's timeout two. */
const MAX_CAUSE_DEPTH = 8;

function isUnreachableError(error: Error): boolean {
  const code = (error as Error & { code?: unknown }).code;
  if (typeof code === "string") {
    if (UNREACHABLE_CODES.has(code)) return true;
    if (code.length === 5 && code.startsWith(CONNECTION_EXCEPTION_CLASS)) return true;
  }
  return UNREACHABLE_MESSAGES.some((text) => error.message.includes(text));
}

export function isDatabaseUnreachable(error: unknown): boolean {
  // The query builder wraps the driver's error as its cause, and a connection to a host with several addresses
  // fails with one error per address (an AggregateError): both are searched.
  const pending: Array<{ error: unknown; depth: number }> = [{ error, depth: 0 }];
  const seen = new Set<unknown>();
  while (pending.length > 0) {
    const next = pending.pop();
    if (!next || !(next.error instanceof Error) || seen.has(next.error)) continue;
    seen.add(next.error);
    if (isUnreachableError(next.error)) return true;
    if (next.depth >= MAX_CAUSE_DEPTH) continue;
    pending.push({ error: next.error.cause, depth: next.depth + 1 });
    if (next.error instanceof AggregateError) {
      for (const inner of next.error.errors) pending.push({ error: inner, depth: next.depth + 1 });
    }
  }
  return false;
}
