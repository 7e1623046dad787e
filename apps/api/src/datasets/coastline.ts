/**
 * The bundled coastline (Natural Earth 1:10m, public domain) as polylines for the engine's
 * distanceToPolylinesKm. Tidal estuaries are drawn well inland (Thames to Gravesend, Severn to Newnham),
 * and they count as sea here: the shorter distance is the conservative reading of the National Annex.
 */
import { readFileSync } from "node:fs";
import type { Polyline } from "@portal/engine";
import { z } from "zod";
import { DatasetError } from "./csv.js";

export const COASTLINE_REGIONS = ["Great Britain", "Northern Ireland", "Isle of Man", "Channel Islands"] as const;
export type CoastlineRegion = (typeof COASTLINE_REGIONS)[number];

export interface Coastline {
  polylines: readonly Polyline[];
  /** regions[i] is the region of polylines[i]. */
  regions: readonly CoastlineRegion[];
  attribution: string;
  vertexCount: number;
}

const PositionSchema = z.tuple([z.number().min(-9).max(2), z.number().min(49).max(61)]);
const CoastlineFileSchema = z.object({
  type: z.literal("FeatureCollection"),
  attribution: z.string(),
  features: z
    .array(
      z.object({
        type: z.literal("Feature"),
        properties: z.object({ region: z.enum(COASTLINE_REGIONS) }),
        geometry: z.object({ type: z.literal("LineString"), coordinates: z.array(PositionSchema).min(2) }),
      }),
    )
    .min(1),
});

export function loadCoastline(file: string): Coastline {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, "utf8"));
  } catch {
    throw new DatasetError(file, "the file cannot be read as JSON");
  }
  const parsed = CoastlineFileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new DatasetError(file, `not the expected GeoJSON: ${issue?.path.join(".")} ${issue?.message}`);
  }
  const features = parsed.data.features;
  return {
    polylines: features.map((feature) => feature.geometry.coordinates),
    regions: features.map((feature) => feature.properties.region),
    attribution: parsed.data.attribution,
    vertexCount: features.reduce((total, feature) => total + feature.geometry.coordinates.length, 0),
  };
}
