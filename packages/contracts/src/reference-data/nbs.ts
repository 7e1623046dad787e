import { z } from "zod";
import { formMessages } from "../messages.js";
import { DATABASE_INTEGER_MAX, databaseId, text } from "../primitives.js";
import { LOCATION_OF_INPUT } from "./constants.js";
import { optionalId, optionalText, requiredId, requiredText } from "./fields.js";
import { PRODUCT_MANAGEMENT_MESSAGES } from "./messages.js";

/** NBS header (spec 03 §3.1): a work section such as H65 Single lap roof tiling. */
export const NbsHeaderSchema = z.object({ id: z.number().int(), number: z.string(), text: z.string() });
export type NbsHeader = z.infer<typeof NbsHeaderSchema>;

export const NbsHeaderInputSchema = z.object({
  id: databaseId().optional(),
  number: requiredText("Number", 20),
  text: requiredText("Text", 500),
});
export type NbsHeaderInput = z.input<typeof NbsHeaderInputSchema>;
export type NbsHeaderValues = z.output<typeof NbsHeaderInputSchema>;

/** NBS clause (spec 03 §3.1). sortOrder is the clause number within its header (e.g. 310). */
export const NbsClauseSchema = z.object({
  id: z.number().int(),
  nbsHeaderId: z.number().int(),
  nbsHeaderName: z.string(),
  clauseSection: z.number().int(),
  text: z.string(),
  subHeading: z.string().nullable(),
  sortOrder: z.number().int(),
  ruleDescription: z.string(),
  relatedProductType: z.number().int(),
  locationOfInput: z.number().int(),
  selection: z.number().int(),
  subGroup: z.number().int(),
  relatedSubProductType: z.number().int().nullable(),
  nbsSubProductType: z.number().int().nullable(),
});
export type NbsClause = z.infer<typeof NbsClauseSchema>;

const nonZero = (message: string) =>
  z.preprocess(
    (value) => (value === "" || value === null || value === undefined ? 0 : Number(value)),
    z
      .number({ error: message })
      .max(DATABASE_INTEGER_MAX, { error: message, abort: true })
      .int(message)
      .min(1, message),
  );

const LOCATION_VALUES = Object.values(LOCATION_OF_INPUT) as number[];

export const NbsClauseInputSchema = z.object({
  id: databaseId().optional(),
  nbsHeaderId: requiredId("Nbs Header"),
  clauseSection: requiredId("Clause Section"),
  text: requiredText("Text", 8000),
  subHeading: optionalText(500),
  sortOrder: z.preprocess(
    (value) => (typeof value === "number" ? String(value) : value),
    text({ error: formMessages.required("Sort Order") })
      .trim()
      .min(1, formMessages.required("Sort Order"))
      .regex(/^\d{1,6}$/, formMessages.invalid("Sort Order"))
      .transform(Number),
  ),
  ruleDescription: requiredText("Rule Description", 2000),
  relatedProductType: requiredId("Related Product Type"),
  locationOfInput: z.preprocess(
    (value) => (value === "" || value === null || value === undefined ? 0 : Number(value)),
    z
      .number()
      .int()
      .refine((value) => LOCATION_VALUES.includes(value), formMessages.invalid("Location Of Input")),
  ),
  selection: nonZero(PRODUCT_MANAGEMENT_MESSAGES.selectionRequired),
  subGroup: nonZero(PRODUCT_MANAGEMENT_MESSAGES.subGroupRequired),
  relatedSubProductType: optionalId("Related Sub Product Type"),
  nbsSubProductType: optionalId("Nbs Sub Product Type"),
});
export type NbsClauseInput = z.input<typeof NbsClauseInputSchema>;
export type NbsClauseValues = z.output<typeof NbsClauseInputSchema>;
