import { conflict } from "../errors.js";

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
