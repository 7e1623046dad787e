import { z } from "zod";

/**
 * Optimistic concurrency for records several people edit (projects, plots, roofs, and the roof editor's data):
 * every read carries the record's `version`, every update sends back the version it was made from, and an update
 * made from an older version is refused with 409 and changes nothing.
 */
export const VERSION_MESSAGES = {
  required: "Version is required",
  invalid: "Version must be a whole number of at least 1",
  /** The 409 answer: names the record, says the screen reloads what is saved, and that the user's own edits stay. */
  changedElsewhere: (record: string) =>
    `This ${record} has been changed by someone else since you opened it. The current values have been loaded and your own changes kept: check them and save again.`,
} as const;

/** The version a read answers with. */
export const RecordVersionSchema = z.number().int().min(1);

/** The largest version the database column holds (integer); a larger one can match no row. */
const MAX_VERSION = 2_147_483_647;

/** The version an update was made from (required). */
export const ExpectedVersionSchema = z.coerce
  .number({ error: VERSION_MESSAGES.required })
  .int(VERSION_MESSAGES.invalid)
  .min(1, VERSION_MESSAGES.invalid)
  .max(MAX_VERSION, VERSION_MESSAGES.invalid);
