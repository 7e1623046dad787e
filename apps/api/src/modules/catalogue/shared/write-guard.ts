import { entityMessages, REFERENCE_CONFLICT_MESSAGES } from "@portal/contracts";
import { conflict, notFound, validationError } from "../../../errors.js";

/** PostgreSQL error code of a failed query, looking through the ORM's wrapper. */
function databaseErrorCode(error: unknown): string | undefined {
  for (let current: unknown = error; current && typeof current === "object"; ) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^\d{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Runs a write and turns unique and foreign-key violations into the spec's 409 with a clear message. */
export async function guardWrite<T>(
  write: () => Promise<T>,
  messages: { duplicate?: string; inUse?: string },
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const code = databaseErrorCode(error);
    if (code === "23505") throw conflict(messages.duplicate);
    if (code === "23503") throw conflict(messages.inUse);
    throw error;
  }
}

export const duplicateMessage = REFERENCE_CONFLICT_MESSAGES.duplicate;
export const inUseMessage = REFERENCE_CONFLICT_MESSAGES.inUse;

/** "3 colour(s) and 1 headlap rule(s)": the uses that are not zero. */
function describeUsage(uses: Array<[number, string]>): string {
  return uses
    .filter(([n]) => n > 0)
    .map(([n, what]) => `${n} ${what}`)
    .join(" and ");
}

/** A 409 naming what still uses the row, when anything does. */
export function refuseWhileUsed(entity: string, uses: Array<[number, string]>): void {
  if (uses.some(([n]) => n > 0)) throw conflict(inUseMessage(entity, describeUsage(uses)));
}

/** The row, or a 404. */
export function found<T>(row: T | undefined | null): T {
  if (row === undefined || row === null) throw notFound();
  return row;
}

/** Body id and path id must agree when both are given. */
export function assertSameId(pathId: number, bodyId: number | undefined): void {
  if (bodyId !== undefined && bodyId !== pathId) throw validationError({ Id: ["Id does not match the address"] });
}

/** PUT {base} carries the id in the body. */
export function bodyId(id: number | undefined): number {
  if (id === undefined) throw validationError({ Id: ["Id is required"] });
  return id;
}

/** A 400 on one field. */
export function fieldError(field: string, message: string) {
  return validationError({ [field]: [message] }, message);
}

export { entityMessages };
