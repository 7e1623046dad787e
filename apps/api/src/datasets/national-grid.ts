/**
 * WGS84 ↔ OSGB36 National Grid (EPSG:27700) with proj4. The official vb,map data and the Figure NA.1
 * digitisation are indexed by National Grid easting and northing; sites arrive as WGS84 latitude/longitude.
 */
import type { GeoPoint } from "@portal/engine";
import proj4 from "proj4";

/**
 * EPSG:27700: Transverse Mercator on the Airy 1830 ellipsoid (true origin 49°N 2°W, scale 0.9996012717,
 * false origin 400 km W and 100 km N of it) with the Ordnance Survey's 7-parameter Helmert from
 * WGS84/ETRS89 (OS "A guide to coordinate systems in Great Britain" §6.6). The Helmert is good to about 5 m,
 * which is ample for a wind map drawn to about 1 km; OSTN15 would be needed for survey work only.
 */
export const BRITISH_NATIONAL_GRID_PROJ =
  "+proj=tmerc +lat_0=49 +lon_0=-2 +k=0.9996012717 +x_0=400000 +y_0=-100000 +ellps=airy " +
  "+towgs84=446.448,-125.157,542.06,0.15,0.247,0.842,-20.489 +units=m +no_defs";

/** OSGB36 geographic coordinates (Airy 1830), for checking the projection alone against the OS worked example. */
export const OSGB36_GEOGRAPHIC_PROJ =
  "+proj=longlat +ellps=airy +towgs84=446.448,-125.157,542.06,0.15,0.247,0.842,-20.489 +no_defs";

export interface GridPoint {
  eastingM: number;
  northingM: number;
}

const wgs84ToGrid = proj4("EPSG:4326", BRITISH_NATIONAL_GRID_PROJ);

/** WGS84 latitude/longitude → National Grid easting/northing (m). Northern Ireland uses the grid extended. */
export function toNationalGrid(point: GeoPoint): GridPoint {
  const [eastingM, northingM] = wgs84ToGrid.forward([point.longitudeDeg, point.latitudeDeg]);
  if (eastingM === undefined || northingM === undefined) throw new Error("The point could not be projected");
  return { eastingM, northingM };
}

/** National Grid easting/northing (m) → WGS84 latitude/longitude. */
export function fromNationalGrid(grid: GridPoint): GeoPoint {
  const [longitudeDeg, latitudeDeg] = wgs84ToGrid.inverse([grid.eastingM, grid.northingM]);
  if (longitudeDeg === undefined || latitudeDeg === undefined) throw new Error("The point could not be converted");
  return { latitudeDeg, longitudeDeg };
}
