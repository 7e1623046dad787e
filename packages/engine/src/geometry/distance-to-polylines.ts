/**
 * Distance from a WGS84 point to a set of polylines (for example the coastline, passed in by the caller),
 * the way shared/domain/data/README.md measures it: for each segment the nearest point is found in a
 * local equirectangular frame centred on the site, and the great-circle (haversine) distance to that
 * point is taken on a sphere of radius 6371.0088 km (within about 0.5 % of the ellipsoid).
 */
import { EngineInputError, requireInRange } from "../errors.js";

export interface GeoPoint {
  latitudeDeg: number;
  longitudeDeg: number;
}

/** A polyline as [longitude, latitude] pairs, in GeoJSON (RFC 7946) order. */
export type Polyline = ReadonlyArray<readonly [longitudeDeg: number, latitudeDeg: number]>;

/** Mean Earth radius (IUGG), km. */
export const EARTH_MEAN_RADIUS_KM = 6371.0088;

const RADIANS = Math.PI / 180;

export function haversineDistanceKm(from: GeoPoint, to: GeoPoint): number {
  const dLat = (to.latitudeDeg - from.latitudeDeg) * RADIANS;
  const dLon = (to.longitudeDeg - from.longitudeDeg) * RADIANS;
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(from.latitudeDeg * RADIANS) * Math.cos(to.latitudeDeg * RADIANS) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_MEAN_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

interface LocalFrame {
  toLocal: (longitudeDeg: number, latitudeDeg: number) => [number, number];
  toGeo: (x: number, y: number) => GeoPoint;
}

function localFrame(origin: GeoPoint): LocalFrame {
  const kmPerDegreeLatitude = EARTH_MEAN_RADIUS_KM * RADIANS;
  const kmPerDegreeLongitude = kmPerDegreeLatitude * Math.cos(origin.latitudeDeg * RADIANS);
  return {
    toLocal: (longitudeDeg, latitudeDeg) => [
      (longitudeDeg - origin.longitudeDeg) * kmPerDegreeLongitude,
      (latitudeDeg - origin.latitudeDeg) * kmPerDegreeLatitude,
    ],
    toGeo: (x, y) => ({
      latitudeDeg: origin.latitudeDeg + y / kmPerDegreeLatitude,
      longitudeDeg: origin.longitudeDeg + x / kmPerDegreeLongitude,
    }),
  };
}

function validatePoint(point: GeoPoint): void {
  requireInRange("latitudeDeg", point.latitudeDeg, -90, 90);
  requireInRange("longitudeDeg", point.longitudeDeg, -180, 180);
}

/** Parameter t ∈ [0, 1] of the point of segment AB nearest the origin. */
function nearestParameter(ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const lengthSquared = dx * dx + dy * dy;
  if (lengthSquared === 0) return 0;
  return Math.min(1, Math.max(0, -(ax * dx + ay * dy) / lengthSquared));
}

export interface PolylineDistance {
  distanceKm: number;
  nearest: GeoPoint;
}

function segments(
  polylines: readonly Polyline[],
  visit: (a: readonly [number, number], b: readonly [number, number]) => void,
) {
  for (const line of polylines) {
    if (line.length === 1) {
      const only = line[0];
      if (only !== undefined) visit(only, only);
    }
    for (let index = 1; index < line.length; index++) {
      const a = line[index - 1];
      const b = line[index];
      if (a !== undefined && b !== undefined) visit(a, b);
    }
  }
}

/** Shortest distance from the point to any segment of the polylines. */
export function distanceToPolylinesKm(point: GeoPoint, polylines: readonly Polyline[]): PolylineDistance {
  validatePoint(point);
  const frame = localFrame(point);
  const best = { squared: Number.POSITIVE_INFINITY, x: 0, y: 0 };
  segments(polylines, (a, b) => {
    const [ax, ay] = frame.toLocal(a[0], a[1]);
    const [bx, by] = frame.toLocal(b[0], b[1]);
    const t = nearestParameter(ax, ay, bx, by);
    const x = ax + t * (bx - ax);
    const y = ay + t * (by - ay);
    const squared = x * x + y * y;
    if (squared < best.squared) Object.assign(best, { squared, x, y });
  });
  if (best.squared === Number.POSITIVE_INFINITY) {
    throw new EngineInputError("polylines", "at least one polyline with a vertex is required");
  }
  const nearest = frame.toGeo(best.x, best.y);
  return { distanceKm: haversineDistanceKm(point, nearest), nearest };
}

/** Bearing of the local vector (x east, y north), clockwise from north, 0–360°. */
function bearingDeg(x: number, y: number): number {
  return (((Math.atan2(x, y) / RADIANS) % 360) + 360) % 360;
}

function angularDifferenceDeg(a: number, b: number): number {
  const difference = Math.abs(a - b) % 360;
  return difference > 180 ? 360 - difference : difference;
}

/**
 * Upwind distance: the nearest point of the polylines that lies within ±sectorHalfWidthDeg of the
 * direction the wind comes from (the National Annex measures the distance to the shoreline upwind,
 * NA.2.14). Null when no polyline lies in that sector.
 */
export function upwindDistanceToPolylinesKm(
  point: GeoPoint,
  polylines: readonly Polyline[],
  windFromAzimuthDeg: number,
  sectorHalfWidthDeg = 15,
): PolylineDistance | null {
  validatePoint(point);
  requireInRange("sectorHalfWidthDeg", sectorHalfWidthDeg, 0, 180);
  const frame = localFrame(point);
  const isInSector = (x: number, y: number) =>
    (x !== 0 || y !== 0) && angularDifferenceDeg(bearingDeg(x, y), windFromAzimuthDeg) <= sectorHalfWidthDeg;
  const rays = [windFromAzimuthDeg - sectorHalfWidthDeg, windFromAzimuthDeg + sectorHalfWidthDeg].map((azimuth) => [
    Math.sin(azimuth * RADIANS),
    Math.cos(azimuth * RADIANS),
  ]);
  const best = { squared: Number.POSITIVE_INFINITY, x: 0, y: 0 };
  const consider = (x: number, y: number) => {
    const squared = x * x + y * y;
    if (squared < best.squared && isInSector(x, y)) Object.assign(best, { squared, x, y });
  };
  segments(polylines, (a, b) => {
    const [ax, ay] = frame.toLocal(a[0], a[1]);
    const [bx, by] = frame.toLocal(b[0], b[1]);
    const t = nearestParameter(ax, ay, bx, by);
    consider(ax + t * (bx - ax), ay + t * (by - ay));
    consider(ax, ay);
    consider(bx, by);
    // Where the segment crosses each edge of the sector (ray from the site along unit vector r).
    for (const [rx = 0, ry = 0] of rays) {
      const dx = bx - ax;
      const dy = by - ay;
      const denominator = rx * dy - ry * dx;
      if (Math.abs(denominator) < 1e-12) continue;
      const s = (ax * dy - ay * dx) / denominator;
      const u = (ax * ry - ay * rx) / denominator;
      if (s >= 0 && u >= 0 && u <= 1) consider(rx * s * (1 - 1e-12), ry * s * (1 - 1e-12));
    }
  });
  if (best.squared === Number.POSITIVE_INFINITY) return null;
  const nearest = frame.toGeo(best.x, best.y);
  return { distanceKm: haversineDistanceKm(point, nearest), nearest };
}
