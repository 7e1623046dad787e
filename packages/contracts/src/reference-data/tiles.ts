import { z } from "zod";
import { formMessages } from "../messages.js";
import { databaseId, whenObjectPayload } from "../primitives.js";
import { CAMBER_TYPES, LEVER_ARM_FIELDS, LEVER_ARM_SETS } from "./constants.js";
import {
  flag,
  optionalId,
  optionalNonNegative,
  optionalText,
  ReferenceOptionSchema,
  requiredId,
  requiredNumber,
  requiredText,
} from "./fields.js";
import { PRODUCT_MANAGEMENT_MESSAGES } from "./messages.js";

/** Tile specification numbers and their form labels (spec 03 §3.1). Lever arms follow for each of sb75…bb100. */
export const TILE_SPECIFICATION_FIELDS = [
  { key: "length", label: "Length" },
  { key: "width", label: "Width" },
  { key: "coverWidth", label: "Cover Width" },
  { key: "widthOfInterlock", label: "Width Of Interlock" },
  { key: "thickness", label: "Thickness" },
  { key: "massOfRoofingElement", label: "Mass Of Roofing Element" },
  { key: "variableLoadSafetyFactor", label: "Variable Load Safety Factor" },
  { key: "camberValue", label: "Camber Value" },
  { key: "nibThickness", label: "Nib Thickness" },
  { key: "stepHeightWithCamber", label: "Step Height With Camber" },
  { key: "thicknessAtBatten", label: "Thickness At Batten" },
  { key: "headToCenterOfGravity", label: "Head To Center Of Gravity" },
  { key: "nibFaceToTileHead", label: "Nib Face To Tile Head" },
  { key: "stepHeight", label: "Step Height" },
  { key: "nibFaceToNailHole", label: "Nib Face To Nail Hole" },
  { key: "edgeOfLockToPivot", label: "Edge Of Lock To Pivot" },
  { key: "consequenceFactor", label: "Consequence Factor" },
  { key: "edgeToNailHoleOne", label: "Edge To Nail Hole One" },
  { key: "edgeToNailHoleTwo", label: "Edge To Nail Hole Two" },
  { key: "pitchOfLaid", label: "Pitch Of Laid" },
  { key: "addedWastage", label: "Added Wastage" },
  { key: "partialSafetyFactor", label: "Partial Safety Factor" },
  { key: "distBetweenPivotLine", label: "Dist Between Pivot Line" },
  { key: "nailLength", label: "Nail Length" },
  { key: "nailDiameter", label: "Nail Diameter" },
  { key: "nailPenetration", label: "Nail Penetration" },
  { key: "tileWeight", label: "Tile Weight" },
  { key: "minimumHeadlap", label: "Minimum Headlap" },
  { key: "maximumHeadlap", label: "Maximum Headlap" },
] as const;
export type TileSpecificationKey = (typeof TILE_SPECIFICATION_FIELDS)[number]["key"];

type LeverArmKey = `${(typeof LEVER_ARM_SETS)[number]}${Capitalize<(typeof LEVER_ARM_FIELDS)[number]>}`;

function capitalise<T extends string>(text: T): Capitalize<T> {
  return (text.charAt(0).toUpperCase() + text.slice(1)) as Capitalize<T>;
}

/** The 20 lever-arm fields: sb75Support, sb75Pivot, … bb100ClipRotation, with labels such as 'SB 75 Support'. */
export const TILE_LEVER_ARM_FIELDS: { key: LeverArmKey; label: string; set: string; field: string }[] =
  LEVER_ARM_SETS.flatMap((set) =>
    LEVER_ARM_FIELDS.map((field) => ({
      key: `${set}${capitalise(field)}` as LeverArmKey,
      label: `${set.slice(0, 2).toUpperCase()} ${set.slice(2)} ${capitalise(field).replace(/([a-z])([A-Z])/g, "$1 $2")}`,
      set,
      field,
    })),
  );

const specificationShape = Object.fromEntries(
  [...TILE_SPECIFICATION_FIELDS, ...TILE_LEVER_ARM_FIELDS].map(({ key, label }) => [key, optionalNonNegative(label)]),
) as Record<TileSpecificationKey | LeverArmKey, ReturnType<typeof optionalNonNegative>>;

const specificationResponseShape = Object.fromEntries(
  [...TILE_SPECIFICATION_FIELDS, ...TILE_LEVER_ARM_FIELDS].map(({ key }) => [key, z.number().nullable()]),
) as Record<TileSpecificationKey | LeverArmKey, z.ZodNullable<z.ZodNumber>>;

const oneOrTwo = (label: string) =>
  z.preprocess(
    (value) => (value === "" || value === null || value === undefined ? undefined : Number(value)),
    z.union([z.literal(1), z.literal(2)], {
      error: (issue) => (issue.input === undefined ? formMessages.required(label) : `${label} must be 1 or 2`),
    }),
  );

const camberType = z.preprocess(
  (value) => (value === 0 ? "0" : value),
  z.enum(CAMBER_TYPES, { error: "Camber Type must be 0, Double or Single" }),
);

/** Tile (spec 03 §3.1) as the API returns it. */
export const TileSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  manufacturer: z.string().nullable(),
  isActive: z.boolean(),
  tileTypeId: z.number().int(),
  tileTypeName: z.string(),
  isProfiled: z.boolean(),
  materialType: z.number().int(),
  materialTypeName: z.string(),
  fixingCalculationAssembly: z.number().int(),
  colourMappingRules: z.number().int(),
  lapped: z.union([z.literal(1), z.literal(2)]),
  noOfNails: z.union([z.literal(1), z.literal(2)]),
  camberType: z.enum(CAMBER_TYPES),
  clipRxFailure: z.number().nullable(),
  description: z.string().nullable(),
  ...specificationResponseShape,
  /** True when the tile has at least one colour, headlap rule, fixing and solar edge (spec 03 §4). */
  isValid: z.boolean(),
});
export type Tile = z.infer<typeof TileSchema>;

export const TileInputSchema = z
  .object({
    id: databaseId().optional(),
    code: requiredText("Code", 50),
    name: requiredText("Name", 200),
    manufacturer: optionalText(200),
    isActive: flag(true),
    tileTypeId: requiredId("Tile Type"),
    isProfiled: flag(false),
    materialType: requiredId("Material Type"),
    fixingCalculationAssembly: requiredId("Fixing Calculation Assembly"),
    colourMappingRules: requiredId("Colour Mapping Rules"),
    lapped: oneOrTwo("Lapped"),
    noOfNails: oneOrTwo("No Of Nails"),
    camberType: camberType.default("0"),
    clipRxFailure: optionalNonNegative("Clip Rx Failure"),
    description: optionalText(2000),
    ...specificationShape,
  })
  .superRefine((tile, ctx) => {
    if (tile.minimumHeadlap !== null && tile.maximumHeadlap !== null && tile.minimumHeadlap > tile.maximumHeadlap) {
      ctx.addIssue({
        code: "custom",
        path: ["maximumHeadlap"],
        message: "Maximum Headlap must be greater than or equal to Minimum Headlap",
      });
    }
  });
export type TileInput = z.input<typeof TileInputSchema>;
export type TileValues = z.output<typeof TileInputSchema>;

/** A tile as the roof editor offers it (spec 03 §3.2 Tile option). */
export const TileOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  tileSpecificationMinimumHeadlap: z.number().nullable(),
  tileSpecificationMaximumHeadlap: z.number().nullable(),
});
export type TileOption = z.infer<typeof TileOptionSchema>;

/** Tile colour (spec 03 §3.1) with the colour's own fields for the tile page's Colour Mappings section. */
export const TileColourSchema = z.object({
  id: z.number().int(),
  tileId: z.number().int(),
  colourId: z.number().int(),
  isValidHere: z.boolean(),
  updatedByUserId: z.number().int().nullable(),
  suffix: z.string(),
  description: z.string(),
  finishId: z.number().int(),
  finishName: z.string(),
});
export type TileColour = z.infer<typeof TileColourSchema>;

export const TileColourInputSchema = z.object({
  id: databaseId().optional(),
  tileId: requiredId("Tile"),
  colourId: requiredId("Colour"),
  isValidHere: flag(true),
});
export type TileColourInput = z.input<typeof TileColourInputSchema>;
export type TileColourValues = z.output<typeof TileColourInputSchema>;

/** A colour offered for a tile at a pitch and rafter length (GET /tilecolours/getcoloursfortile/…). */
export const ColourForTileSchema = z.object({ id: z.number().int(), description: z.string(), enabled: z.boolean() });
export type ColourForTile = z.infer<typeof ColourForTileSchema>;

export const ColoursForTileParamsSchema = z.object({
  tileId: databaseId(),
  pitch: z.coerce.number({ error: "Pitch is invalid" }).min(0).max(90),
  maxRafterLength: z.coerce.number({ error: "Max Rafter Length is invalid" }).min(0),
});

/** Headlap rule (spec 03 §3.1). Rafter lengths in metres, pitches in degrees, headlap in millimetres. */
export const HeadlapRuleSchema = z.object({
  id: z.number().int(),
  exposure: z.string().nullable(),
  minRafter: z.number(),
  maxRafter: z.number(),
  minPitch: z.number(),
  maxPitch: z.number(),
  minHeadlap: z.number(),
  finishId: z.number().int().nullable(),
  finishName: z.string().nullable(),
  tileId: z.number().int(),
  updatedByUserId: z.number().int().nullable(),
});
export type HeadlapRule = z.infer<typeof HeadlapRuleSchema>;

export const HeadlapRuleInputSchema = z
  .object({
    id: databaseId().optional(),
    tileId: requiredId("Tile"),
    exposure: optionalText(50),
    minRafter: requiredNumber("Min Rafter", { min: 0 }),
    maxRafter: requiredNumber("Max Rafter", { min: 0 }),
    minPitch: requiredNumber("Min Pitch", { min: 0, max: 90 }),
    maxPitch: requiredNumber("Max Pitch", { min: 0, max: 90 }),
    minHeadlap: requiredNumber("Min Headlap", { min: 0 }),
    finishId: optionalId("Finish"),
  })
  .superRefine((rule, ctx) => {
    const values = rule as Record<string, unknown>;
    const above = (low: string, high: string) =>
      typeof values[low] === "number" && typeof values[high] === "number" && values[low] > values[high];
    if (above("minPitch", "maxPitch")) {
      ctx.addIssue({ code: "custom", path: ["minPitch"], message: PRODUCT_MANAGEMENT_MESSAGES.minPitchAboveMax });
      ctx.addIssue({ code: "custom", path: ["maxPitch"], message: PRODUCT_MANAGEMENT_MESSAGES.maxPitchBelowMin });
    }
    if (above("minRafter", "maxRafter")) {
      ctx.addIssue({
        code: "custom",
        path: ["maxRafter"],
        message: "Max Rafter must be greater than or equal to Min Rafter",
      });
    }
  }, whenObjectPayload);
export type HeadlapRuleInput = z.input<typeof HeadlapRuleInputSchema>;
export type HeadlapRuleValues = z.output<typeof HeadlapRuleInputSchema>;

/** Tile fixing mapping (spec 03 §3.1) with the component's columns for the Fixing Components section. */
export const TileFixingSchema = z.object({
  mappingId: z.number().int(),
  tileId: z.number().int(),
  componentId: z.number().int(),
  subType: z.number().int(),
  nbsSubType: z.number().int(),
  code: z.string(),
  name: z.string(),
  packQuantity: z.number().nullable(),
  clipRxFailure: z.number().nullable(),
  subTypeName: z.string(),
  nbsSubTypeName: z.string(),
});
export type TileFixing = z.infer<typeof TileFixingSchema>;

export const TileFixingUpdateSchema = z.object({
  componentId: requiredId("Component"),
  subType: requiredId("Sub Type"),
  nbsSubType: requiredId("Nbs Sub Type"),
});
export const TileFixingCreateSchema = TileFixingUpdateSchema.extend({ tileId: requiredId("Tile") });
export type TileFixingCreate = z.input<typeof TileFixingCreateSchema>;
export type TileFixingCreateValues = z.output<typeof TileFixingCreateSchema>;
export type TileFixingUpdateValues = z.output<typeof TileFixingUpdateSchema>;

/** Solar edge component (spec 03 §3.1). */
export const SolarEdgeComponentSchema = z.object({
  id: z.number().int(),
  tileId: z.number().int(),
  componentId: z.number().int(),
  formulaId: z.number().int(),
  formulaName: z.string(),
  solarEdgeComponentType: z.number().int(),
  solarEdgeComponentTypeName: z.string(),
  componentCode: z.string(),
  componentName: z.string(),
});
export type SolarEdgeComponent = z.infer<typeof SolarEdgeComponentSchema>;

export const SolarEdgeComponentInputSchema = z.object({
  id: databaseId().optional(),
  tileId: requiredId("Tile"),
  componentId: requiredId("Component"),
  formulaId: requiredId("Formula"),
  solarEdgeComponentType: requiredId("Edge"),
});
export type SolarEdgeComponentInput = z.input<typeof SolarEdgeComponentInputSchema>;
export type SolarEdgeComponentValues = z.output<typeof SolarEdgeComponentInputSchema>;

export const SolarEdgeQuerySchema = z.object({ tileId: databaseId().optional() });

/** GET /tiles/gettileproductmanagement/{id}: the tile with everything its edit page shows. */
export const TileProductManagementSchema = z.object({
  tile: TileSchema,
  tileTypes: z.array(ReferenceOptionSchema),
  materialTypes: z.array(ReferenceOptionSchema),
  fixingCalculationAssemblies: z.array(ReferenceOptionSchema),
  colourMappingRulesList: z.array(ReferenceOptionSchema),
  colours: z.array(TileColourSchema),
  headlapRules: z.array(HeadlapRuleSchema),
  fixings: z.array(TileFixingSchema),
  solarEdgeComponents: z.array(SolarEdgeComponentSchema),
});
export type TileProductManagement = z.infer<typeof TileProductManagementSchema>;

/** ?tileId= on the colour and headlap-rule lists: one tile's, or every tile's when left out. */
export const TileIdQuerySchema = z.object({ tileId: databaseId().optional() });
/** /tileheadlaprules/rulesfortile/{tileId} and /product-components/product-component-fixings-by-tile/{tileId} */
export const TileIdParamsSchema = z.object({ tileId: databaseId() });
/** /product-components/product-component-fixing-for-tile/{mappingId}: one tile fixing, by its mapping's id. */
export const TileFixingMappingParamsSchema = z.object({ mappingId: databaseId() });
/** /tiles/roof-selection/{roofId}: the tiles a roof may choose (its slope's). */
export const TileRoofParamsSchema = z.object({ roofId: databaseId() });
