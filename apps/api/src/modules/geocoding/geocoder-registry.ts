/**
 * Picks the geocoder GEOCODER names. env.ts refuses an unknown name at start; this table is the other half of
 * that list, and the compiler checks the two agree. To add an online provider: add its name to GEOCODER_NAMES,
 * its factory here (reading its own settings through env.ts), and implement Geocoder.
 */
import { bundledDatasets } from "../../datasets/bundled-datasets.js";
import { GEOCODER_NAMES, type GeocoderName } from "../../env.js";
import type { Geocoder } from "./geocoder.js";
import { createOfflineGeocoder } from "./offline-geocoder.js";

type GeocoderFactory = () => Geocoder;

const GEOCODER_FACTORIES = {
  offline: () => createOfflineGeocoder(bundledDatasets().postcodes),
} as const satisfies Record<GeocoderName, GeocoderFactory>;

export class UnknownGeocoderError extends Error {
  constructor(name: string) {
    super(`GEOCODER "${name}" is not a known geocoder; use one of: ${GEOCODER_NAMES.join(", ")}`);
    this.name = "UnknownGeocoderError";
  }
}

function isGeocoderName(name: string): name is GeocoderName {
  return (GEOCODER_NAMES as readonly string[]).includes(name);
}

/** The configured geocoder; throws (and so stops the start) for a name no provider answers to. */
export function createGeocoder(name: string): Geocoder {
  if (!isGeocoderName(name)) throw new UnknownGeocoderError(name);
  return GEOCODER_FACTORIES[name]();
}
