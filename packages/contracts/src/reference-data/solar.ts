import { z } from "zod";
import { formMessages } from "../messages.js";
import { databaseId, databaseInteger } from "../primitives.js";
import { SOLAR_COMPONENT_TYPES, SOLAR_SUB_TYPES } from "./constants.js";
import { optionalNumber, optionalText, requiredId, requiredText } from "./fields.js";

const SOLAR_TYPE_VALUES = Object.values(SOLAR_COMPONENT_TYPES) as number[];
const SOLAR_SUB_TYPE_VALUES = SOLAR_SUB_TYPES.map((subType) => subType.id) as number[];

/** Solar component (spec 03 §3.1): power in kWp, height and width in mm, wind resistance in kPa. */
export const SolarComponentSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  power: z.number().nullable(),
  height: z.number().nullable(),
  width: z.number().nullable(),
  windResistance: z.number().nullable(),
  type: z.number().int(),
  subType: z.number().int().nullable(),
});
export type SolarComponent = z.infer<typeof SolarComponentSchema>;

export const SolarComponentInputSchema = z.object({
  id: databaseId().optional(),
  code: requiredText("Code", 50),
  name: requiredText("Name", 200),
  description: optionalText(2000),
  power: optionalNumber("Power", { min: 0 }),
  height: optionalNumber("Height", { min: 0 }),
  width: optionalNumber("Width", { min: 0 }),
  windResistance: optionalNumber("Wind Resistance", { min: 0 }),
  type: z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    databaseInteger({ invalid: formMessages.required("Type"), outOfRange: formMessages.invalid("Type") }).refine(
      (value) => SOLAR_TYPE_VALUES.includes(value),
      formMessages.invalid("Type"),
    ),
  ),
  subType: z.preprocess(
    (value) => (value === "" || value === undefined ? null : value),
    databaseInteger({ invalid: formMessages.invalid("Sub Type"), outOfRange: formMessages.invalid("Sub Type") })
      .refine((value) => SOLAR_SUB_TYPE_VALUES.includes(value), formMessages.invalid("Sub Type"))
      .nullable(),
  ),
});
export type SolarComponentInput = z.input<typeof SolarComponentInputSchema>;
export type SolarComponentValues = z.output<typeof SolarComponentInputSchema>;

export const SolarComponentsQuerySchema = z.object({
  type: z.coerce.number().int().min(0).max(8).optional(),
});
/** Spec 03 §4 numbers the orientations (portrait 0, landscape 1); the names are accepted as well. */
const ORIENTATION_BY_NUMBER: Record<string, "portrait" | "landscape"> = { "0": "portrait", "1": "landscape" };
export const AvailableComponentsQuerySchema = z.object({
  orientation: z
    .preprocess(
      (value) => (typeof value === "string" ? (ORIENTATION_BY_NUMBER[value] ?? value) : value),
      z.enum(["portrait", "landscape"], { error: formMessages.invalid("Orientation") }),
    )
    .optional(),
});

/** A member of a solar system's lists, for the three sections of its page. */
export const SolarSystemMemberSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  subType: z.number().int().nullable(),
});
export type SolarSystemMember = z.infer<typeof SolarSystemMemberSchema>;

/** Solar system (spec 03 §3.1): a panel with the flashings, corner flashings and window kits it takes. */
export const SolarSystemSchema = z.object({
  id: z.number().int(),
  solarComponentSystemId: z.number().int(),
  solarComponentId: z.number().int(),
  panelCode: z.string(),
  panelName: z.string(),
  flashings: z.array(z.number().int()),
  cornerFlashings: z.array(z.number().int()),
  windowConversionKits: z.array(z.number().int()),
  flashingItems: z.array(SolarSystemMemberSchema),
  cornerFlashingItems: z.array(SolarSystemMemberSchema),
  windowConversionKitItems: z.array(SolarSystemMemberSchema),
  /** At least one flashing, corner flashing and window conversion kit (spec 03 §4). */
  isValid: z.boolean(),
});
export type SolarSystem = z.infer<typeof SolarSystemSchema>;

const idList = z.array(databaseId()).max(500).default([]);

export const SolarSystemCreateSchema = z.object({
  solarComponentId: requiredId("Solar Component"),
  flashingIds: idList,
  cornerFlashingIds: idList,
  windowConversionKitIds: idList,
});
export type SolarSystemCreate = z.input<typeof SolarSystemCreateSchema>;
export type SolarSystemCreateValues = z.output<typeof SolarSystemCreateSchema>;

export const SolarSystemUpdateSchema = z.object({
  solarComponentId: z.preprocess(
    (value) => (value === "" || value === null || value === 0 ? undefined : value),
    databaseId().optional(),
  ),
  flashingIds: idList,
  cornerFlashingIds: idList,
  windowConversionKitIds: idList,
});
export type SolarSystemUpdate = z.input<typeof SolarSystemUpdateSchema>;
export type SolarSystemUpdateValues = z.output<typeof SolarSystemUpdateSchema>;

/**
 * A panel's solar-system members split into the three lists an array's layout draws from (spec 03 §3.1): the
 * API and the designer in the browser lay out with the same lists.
 */
export function solarSystemKitsOf<Member extends { type: number }>(members: readonly Member[]) {
  const ofType = (type: number) => members.filter((member) => member.type === type);
  return {
    flashings: ofType(SOLAR_COMPONENT_TYPES.flashing),
    cornerFlashings: ofType(SOLAR_COMPONENT_TYPES.cornerFlashing),
    windowConversionKits: ofType(SOLAR_COMPONENT_TYPES.windowConversionKit),
  };
}
