import { ErrorBodySchema, messageForStatus, modelStateKey } from "@portal/contracts";

/** Application error codes and the HTTP status each maps to: the one place statuses are decided. */
const STATUS_BY_CODE = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  LOCKED: 423,
  RATE_LIMITED: 429,
} as const;

export type AppErrorCode = keyof typeof STATUS_BY_CODE;
export type ModelState = Record<string, string[]>;

export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: AppErrorCode,
    message?: string,
    readonly modelState?: ModelState,
  ) {
    const statusCode = STATUS_BY_CODE[code];
    super(message ?? messageForStatus(statusCode));
    this.name = "AppError";
    this.statusCode = statusCode;
  }
}

/** A route's response schemas for the error statuses it can answer with: each one sends the one error body. */
export function errorResponses<const Status extends number>(
  ...statuses: Status[]
): Record<Status, typeof ErrorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorBodySchema])) as Record<
    Status,
    typeof ErrorBodySchema
  >;
}

/** What a route that reads or writes an entity as its caller can answer: bad input, no session, role, not found. */
export const ENTITY_ERRORS = errorResponses(400, 401, 403, 404);
/** An entity write that carries the version it was read at also answers 409 when someone saved since. */
export const ENTITY_UPDATE_ERRORS = errorResponses(400, 401, 403, 404, 409);
/** A clone request also answers 429 while the caller has MAX_ACTIVE_CLONES_PER_USER clones in progress. */
export const CLONE_ERRORS = errorResponses(400, 401, 403, 404, 429);

export const notFound = (message?: string) => new AppError("NOT_FOUND", message);
export const forbidden = (message?: string) => new AppError("FORBIDDEN", message);
export const unauthenticated = (message?: string) => new AppError("UNAUTHENTICATED", message);
export const conflict = (message?: string) => new AppError("CONFLICT", message);

/** A 400 naming the fields at fault, keyed as the spec's model state (PascalCase). */
export function validationError(modelState: ModelState, message?: string): AppError {
  return new AppError("VALIDATION", message, modelState);
}

/** A 400 for every field error found, each under its model-state key; nothing when none was found. */
export function throwFieldErrors(errors: ReadonlyArray<[field: string, message: string]>): void {
  if (errors.length === 0) return;
  const modelState: ModelState = {};
  for (const [field, message] of errors) {
    const key = modelStateKey(field);
    modelState[key] = [...(modelState[key] ?? []), message];
  }
  throw validationError(modelState);
}

/** The row, or a 404. */
export function found<T>(row: T | undefined | null): T {
  if (row === undefined || row === null) throw notFound();
  return row;
}
