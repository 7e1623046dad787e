import { z } from "zod";
import { formMessages } from "../messages.js";
import { databaseId } from "../primitives.js";
import { optionalId, optionalText, requiredId, requiredText } from "./fields.js";

/** Finish (spec 03 §3.1). */
export const FinishSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  updatedByUserId: z.number().int().nullable(),
});
export type Finish = z.infer<typeof FinishSchema>;

export const FinishInputSchema = z.object({
  id: databaseId().optional(),
  name: requiredText("Name", 100),
});
export type FinishInput = z.input<typeof FinishInputSchema>;
export type FinishValues = z.output<typeof FinishInputSchema>;

export const HEX_COLOUR_PATTERN = /^#[0-9a-fA-F]{6}$/;

/** Colour (spec 03 §3.1). tileType holds a tile type id or null (any tile type). */
export const ColourSchema = z.object({
  id: z.number().int(),
  suffix: z.string(),
  description: z.string(),
  colourHexValue: z.string().nullable(),
  finishId: z.number().int(),
  imageUrl: z.string().nullable(),
  tileType: z.number().int().nullable(),
  updatedByUserId: z.number().int().nullable(),
  finish: z.object({ id: z.number().int(), name: z.string() }),
});
export type Colour = z.infer<typeof ColourSchema>;

export const ColourInputSchema = z.object({
  id: databaseId().optional(),
  suffix: requiredText("Suffix", 20),
  description: requiredText("Description", 200),
  colourHexValue: optionalText(7).refine(
    (value) => value === null || HEX_COLOUR_PATTERN.test(value),
    formMessages.invalid("Colour Hex Value"),
  ),
  finishId: requiredId("Finish"),
  imageUrl: optionalText(500),
  tileType: optionalId("Tile Type"),
});
export type ColourInput = z.input<typeof ColourInputSchema>;
export type ColourValues = z.output<typeof ColourInputSchema>;
