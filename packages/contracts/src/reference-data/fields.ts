import { z } from "zod";
import { formMessages } from "../messages.js";
import { DATABASE_INTEGER_MAX, DATABASE_INTEGER_MIN, databaseId, INPUT_MESSAGES, text } from "../primitives.js";

/** Blank form values ("" or null) count as "not given"; numeric text is trimmed and read as a number. */
function blankToUndefined(value: unknown): unknown {
  if (value === "" || value === null || value === undefined) return undefined;
  if (typeof value === "string") {
    const trimmed = value.replace(/\s+/g, "");
    return trimmed === "" ? undefined : Number(trimmed);
  }
  return value;
}

function blankToNull(value: unknown): unknown {
  const read = blankToUndefined(value);
  return read === undefined ? null : read;
}

function numberError(label: string) {
  return (issue: { input?: unknown }) =>
    issue.input === undefined ? formMessages.required(label) : formMessages.invalid(label);
}

/** A required text field: '{Label} is required' when missing or blank. */
export const requiredText = (label: string, max = 200) =>
  text({ error: formMessages.required(label) })
    .trim()
    .min(1, formMessages.required(label))
    .max(max, `${label} must be at most ${max} characters`);

/** Optional text: blank becomes null. */
export const optionalText = (max = 2000) =>
  text()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

interface NumberBounds {
  min?: number;
  max?: number;
  int?: boolean;
}

function bounded(label: string, bounds: NumberBounds) {
  let schema = z.number({ error: numberError(label) });
  // A whole number goes to an integer column, so beyond its range is refused before any other check.
  if (bounds.int)
    schema = schema
      .min(DATABASE_INTEGER_MIN, { error: INPUT_MESSAGES.outOfRange(label), abort: true })
      .max(DATABASE_INTEGER_MAX, { error: INPUT_MESSAGES.outOfRange(label), abort: true })
      .int(formMessages.invalid(label));
  if (bounds.min !== undefined) schema = schema.min(bounds.min, formMessages.min(label, bounds.min));
  if (bounds.max !== undefined) schema = schema.max(bounds.max, formMessages.max(label, bounds.max));
  return schema;
}

/** A required number ('{Label} is required', '{Label} is invalid', '{Label} must be at least/most …'). */
export const requiredNumber = (label: string, bounds: NumberBounds = {}) =>
  z.preprocess(blankToUndefined, bounded(label, bounds));

/** An optional number: blank becomes null. */
export const optionalNumber = (label: string, bounds: NumberBounds = {}) =>
  z.preprocess(blankToNull, bounded(label, bounds).nullable());

/** A non-negative decimal that may be left blank (most tile specification numbers, spec 03 §5). */
export const optionalNonNegative = (label: string) => optionalNumber(label, { min: 0 });

/** A required id chosen from a list: 0 or blank means "nothing chosen". */
export const requiredId = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .number({ error: formMessages.required(label) })
      .max(DATABASE_INTEGER_MAX, { error: formMessages.invalid(label), abort: true })
      .int(formMessages.required(label))
      .min(1, formMessages.required(label)),
  );

/** An optional id chosen from a list: 0 or blank becomes null. */
export const optionalId = (label: string) =>
  z.preprocess(
    (value) => {
      const read = blankToNull(value);
      return read === 0 ? null : read;
    },
    z
      .number({ error: formMessages.invalid(label) })
      .max(DATABASE_INTEGER_MAX, { error: formMessages.invalid(label), abort: true })
      .int(formMessages.invalid(label))
      .positive()
      .nullable(),
  );

/** A flag that forms may send as a checkbox value or text. */
export const flag = (fallback: boolean) =>
  z.preprocess((value) => (value === "true" ? true : value === "false" ? false : value), z.boolean().default(fallback));

/** Generic reference option (spec 03 §3.1): id and name. */
export const ReferenceOptionSchema = z.object({ id: z.number().int(), name: z.string() });
export type ReferenceOption = z.infer<typeof ReferenceOptionSchema>;

/** Formula choice for roof-system and solar-edge components (spec 03 §3.1). */
export const FormulaOptionSchema = z.object({ formulaId: z.number().int(), formulaName: z.string() });
export type FormulaOption = z.infer<typeof FormulaOptionSchema>;

/** Two ids in a path, for calls such as DELETE …/{tileId}/{id}. */
export const TileAndIdParamsSchema = z.object({
  tileId: databaseId(),
  id: databaseId(),
});

/** Any path segment named after an id: same rules as IdParamsSchema. */
export const idParam = () => databaseId();
