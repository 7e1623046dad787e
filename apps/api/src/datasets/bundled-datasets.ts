/**
 * The datasets shipped with the product in apps/api/datasets (sources and licences in docs/data-sources.md),
 * read once per process: they are small (about 570 kB) and never change while it runs.
 */
import path from "node:path";
import { apiPackageRoot } from "../lib/package-root.js";
import { type DistrictAltitude, loadAltitudeByOutcode } from "./altitude-by-outcode.js";
import { type Coastline, loadCoastline } from "./coastline.js";
import { loadPostcodeDirectory, type PostcodeDirectory } from "./postcode-districts.js";
import { loadVbMapByOutcode } from "./vb-map-by-outcode.js";

export const BUNDLED_DATA_FOLDER = path.join(apiPackageRoot, "datasets");

export const BUNDLED_FILES = {
  districtCentroids: "uk-outcode-centroids.csv",
  areaCentroids: "uk-postcode-area-centroids.csv",
  indicativeVbMap: "uk-vbmap-by-outcode.csv",
  indicativeAltitude: "uk-outcode-altitude.csv",
  coastline: "uk-coastline.geojson",
} as const;

export interface BundledDatasets {
  postcodes: PostcodeDirectory;
  /** Indicative vb,map by postcode district, from a digitisation of Figure NA.1: always labelled indicative. */
  indicativeVbMap: ReadonlyMap<string, number>;
  /** Indicative ground altitude by postcode district, interpolated from point altitudes: always to confirm. */
  indicativeAltitude: ReadonlyMap<string, DistrictAltitude>;
  coastline: Coastline;
}

let loaded: BundledDatasets | undefined;

export function loadBundledDatasets(folder: string = BUNDLED_DATA_FOLDER): BundledDatasets {
  return {
    postcodes: loadPostcodeDirectory({
      districtsFile: path.join(folder, BUNDLED_FILES.districtCentroids),
      areasFile: path.join(folder, BUNDLED_FILES.areaCentroids),
    }),
    indicativeVbMap: loadVbMapByOutcode(path.join(folder, BUNDLED_FILES.indicativeVbMap)),
    indicativeAltitude: loadAltitudeByOutcode(path.join(folder, BUNDLED_FILES.indicativeAltitude)),
    coastline: loadCoastline(path.join(folder, BUNDLED_FILES.coastline)),
  };
}

/** The bundled datasets, loaded on first use and shared by every app instance in the process. */
export function bundledDatasets(): BundledDatasets {
  loaded ??= loadBundledDatasets();
  return loaded;
}
