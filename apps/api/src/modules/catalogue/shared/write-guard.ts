import { REFERENCE_CONFLICT_MESSAGES } from "@portal/contracts";
import { conflict, validationError } from "../../../errors.js";

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
