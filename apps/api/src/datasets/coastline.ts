/**
 * The bundled coastline (Natural Earth 1:10m, public domain) as polylines for the engine's
 * distanceToPolylinesKm. Tidal estuaries are drawn well inland (Thames to Gravesend, Severn to Newnham),
 * and they count as sea here: the shorter distance is the conservative reading of the National Annex.
 */
import { readFileSync } from "node:fs";
import { distanceToPolylinesKm, type GeoPoint, type Polyline, type PolylineDistance } from "@portal/engine";
import { z } from "zod";
import { DatasetError } from "./csv.js";

export const COASTLINE_REGIONS = ["Great Britain", "Northern Ireland", "Isle of Man", "Channel Islands"] as const;
export type CoastlineRegion = (typeof COASTLINE_REGIONS)[number];

export interface CoastlineDistance extends PolylineDistance {
  /** The region whose coast is nearest. */
  region: CoastlineRegion;
}

export interface Coastline {
  polylines: readonly Polyline[];
  /** regions[i] is the region of polylines[i]. */
  regions: readonly CoastlineRegion[];
  attribution: string;
  vertexCount: number;
  /** Shortest distance from the point to the coast, and which region's coast that is. */
  nearest(point: GeoPoint): CoastlineDistance;
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
  const byRegion = new Map<CoastlineRegion, Polyline[]>();
  for (const feature of features) {
    const lines = byRegion.get(feature.properties.region) ?? [];
    byRegion.set(feature.properties.region, [...lines, feature.geometry.coordinates]);
  }
  return {
    polylines: features.map((feature) => feature.geometry.coordinates),
    regions: features.map((feature) => feature.properties.region),
    attribution: parsed.data.attribution,
    vertexCount: features.reduce((total, feature) => total + feature.geometry.coordinates.length, 0),
    nearest(point) {
      let best: CoastlineDistance | undefined;
      for (const [region, polylines] of byRegion) {
        const distance = distanceToPolylinesKm(point, polylines);
        if (best === undefined || distance.distanceKm < best.distanceKm) best = { ...distance, region };
      }
      if (best === undefined) throw new Error("The coastline is empty");
      return best;
    },
  };
}
