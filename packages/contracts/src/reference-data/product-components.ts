import { z } from "zod";
import { databaseId, text } from "../primitives.js";
import { PRODUCT_COMPONENT_TYPES, TILE_FITTING } from "./constants.js";
import { flag, optionalId, optionalNonNegative, optionalText, requiredId, requiredText } from "./fields.js";

/** Product component (spec 03 §3.1). */
export const ProductComponentSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  manufacturer: z.string().nullable(),
  type: z.number().int(),
  typeName: z.string(),
  subType: z.number().int().nullable(),
  subTypeName: z.string().nullable(),
  nbsSubProductType: z.number().int().nullable(),
  nbsSubProductTypeName: z.string().nullable(),
  counterBattenDepth: z.number().nullable(),
  isAirPermeable: z.boolean(),
  underlayPerArea: z.number().nullable(),
  roundUp: z.enum(["Y", "N"]),
  addedWastage: z.number().nullable(),
  isRblkend: z.boolean(),
  isHblkend: z.boolean(),
  isTileFixing: z.boolean(),
  tileFitting: z.number().int(),
  packQuantity: z.number().nullable(),
  clipRxFailure: z.number().nullable(),
  resistance: z.number().nullable(),
  comments: z.string().nullable(),
  isActive: z.boolean(),
  specialInfo: z.string().nullable(),
});
export type ProductComponent = z.infer<typeof ProductComponentSchema>;

export const ProductComponentInputSchema = z
  .object({
    id: databaseId().optional(),
    code: requiredText("Code", 50),
    name: requiredText("Name", 200),
    manufacturer: optionalText(200),
    type: requiredId("Type").refine(
      (value) => value === PRODUCT_COMPONENT_TYPES.tile || value === PRODUCT_COMPONENT_TYPES.fitting,
      "Type is invalid",
    ),
    subType: optionalId("Sub Type"),
    nbsSubProductType: optionalId("Nbs Sub Product Type"),
    counterBattenDepth: optionalNonNegative("Counter Batten Depth"),
    isAirPermeable: flag(false),
    underlayPerArea: optionalNonNegative("Underlay Per Area"),
    roundUp: z.enum(["Y", "N"], { error: "Round Up is invalid" }).default("Y"),
    addedWastage: optionalNonNegative("Added Wastage"),
    isRblkend: flag(false),
    isHblkend: flag(false),
    isTileFixing: flag(false),
    tileFitting: z.preprocess(
      (value) => (value === "" || value === null ? undefined : value),
      z.coerce.number().int().min(0).max(1, "Tile Fitting is invalid").optional(),
    ),
    packQuantity: optionalNonNegative("Pack Quantity"),
    clipRxFailure: optionalNonNegative("Clip Rx Failure"),
    resistance: optionalNonNegative("Resistance"),
    comments: optionalText(2000),
    isActive: flag(true),
    specialInfo: optionalText(2000),
  })
  .transform((component) => ({
    ...component,
    /** Follows the type unless given: value 1 means fitting (spec 03 §3.1). */
    tileFitting:
      component.tileFitting ??
      (component.type === PRODUCT_COMPONENT_TYPES.fitting ? TILE_FITTING.fitting : TILE_FITTING.tile),
  }));
export type ProductComponentInput = z.input<typeof ProductComponentInputSchema>;
export type ProductComponentValues = z.output<typeof ProductComponentInputSchema>;

export const ComponentsByTypeQuerySchema = z.object({
  type: databaseId("Type is invalid").optional(),
  subType: databaseId("Sub Type is invalid").optional(),
});

/** Component colour mapping (spec 03 §3.1): a colour of the component, with the tile colours it goes with. */
export const ComponentColourSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  mappedId: z.number().int(),
  linkedTileColours: z.array(z.string()),
  suffix: z.string(),
  description: z.string(),
  finish: z.string(),
});
export type ComponentColour = z.infer<typeof ComponentColourSchema>;

export const ComponentColourInputSchema = z.object({
  productId: requiredId("Product"),
  mappedId: requiredId("Select Colours"),
  linkedTileColours: z.array(text().trim().min(1).max(20)).max(200).default([]),
});
export type ComponentColourInput = z.input<typeof ComponentColourInputSchema>;
export type ComponentColourValues = z.output<typeof ComponentColourInputSchema>;

/** A row of the debounced component search (GET /productmanagementsearch/DoSearch/{term}). */
export const ComponentSearchResultSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  type: z.number().int(),
  packQuantity: z.number().nullable(),
  addedWastage: z.number().nullable(),
});
export type ComponentSearchResult = z.infer<typeof ComponentSearchResultSchema>;

export const SearchTermParamsSchema = z.object({ term: text().trim().min(1).max(100) });
