/**
 * Query parameters that carry secrets, matched on the name lower-cased without punctuation, so `access_token`,
 * `refreshToken`, `X-Amz-Signature`, `X-Amz-Credential` and `X-Amz-Security-Token` are all caught; their values
 * never reach a log line.
 */
const SECRET_NAME_PARTS = ["password", "token", "signature", "credential", "secret", "apikey"];
const SECRET_NAMES = ["code", "sig", "otp"];

function isSecretParameter(name: string): boolean {
  const normalised = name.toLowerCase().replace(/[^a-z0-9]/g, "");
  return SECRET_NAMES.includes(normalised) || SECRET_NAME_PARTS.some((part) => normalised.includes(part));
}

export function redactUrl(url: string): string {
  const queryStart = url.indexOf("?");
  if (queryStart === -1) return url;
  const parameters = new URLSearchParams(url.slice(queryStart + 1));
  for (const key of [...parameters.keys()]) {
    if (isSecretParameter(key)) parameters.set(key, "[redacted]");
  }
  return `${url.slice(0, queryStart)}?${parameters.toString()}`;
}

/** What a database error may tell the log: names from the schema, never values, text or detail. */
const DATABASE_ERROR_FIELDS = ["code", "constraint", "table", "column", "dataType", "schema", "severity", "routine"];
const MAX_CAUSES = 5;

type ErrorLike = Error & Record<string, unknown>;

/**
 * A failed statement carries its parameters (`params`, and drizzle repeats them in its message); the database's
 * own error has them in `detail` ("Key (email)=(…) already exists") and sometimes in its message.
 */
const carriesStatement = (error: ErrorLike) => "params" in error || "query" in error;
const isDatabaseError = (error: ErrorLike) =>
  typeof error.code === "string" && /^[0-9A-Z]{5}$/.test(error.code) && typeof error.severity === "string";

/** The stack's call frames without the message line(s) above them, which may hold a statement's values. */
function framesOf(error: Error): string {
  const firstFrame = error.stack?.indexOf("\n    at ") ?? -1;
  return firstFrame === -1 || !error.stack ? "" : error.stack.slice(firstFrame + 1);
}

/**
 * The log's `err` serializer. An error raised by a database statement is written as its SQLSTATE code, the
 * constraint, table and column it names and its call frames: never the statement's parameters, the database's
 * detail or a message built from them. Other errors keep their message and stack, and causes are followed.
 */
/** The shape Fastify's logger expects of its `err` serializer. */
export type SerializedError = { [key: string]: unknown; type: string; message: string; stack: string };

export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error))
    return { type: typeof error, message: "a thrown value that is not an Error", stack: "" };
  const candidate = error as ErrorLike;
  // drizzle's DrizzleQueryError keeps the name "Error"; its class name says more.
  const className = candidate.constructor?.name;
  const type = className && className !== "Error" ? className : candidate.name;
  let summary: SerializedError;
  if (isDatabaseError(candidate)) {
    summary = { type, message: "database error", stack: framesOf(candidate) };
    for (const field of DATABASE_ERROR_FIELDS) if (candidate[field] !== undefined) summary[field] = candidate[field];
  } else if (carriesStatement(candidate)) {
    summary = { type, message: "failed statement", stack: framesOf(candidate) };
  } else {
    summary = { type, message: candidate.message, stack: candidate.stack ?? "" };
    for (const field of ["code", "statusCode"]) if (candidate[field] !== undefined) summary[field] = candidate[field];
  }
  if (candidate.cause !== undefined && depth < MAX_CAUSES) {
    const cause = serializeError(candidate.cause, depth + 1);
    // The database's code and constraint are what an operator looks for first, so they sit at the top.
    for (const field of DATABASE_ERROR_FIELDS)
      if (summary[field] === undefined && cause[field] !== undefined) summary[field] = cause[field];
    summary.cause = cause;
  }
  return summary;
}
