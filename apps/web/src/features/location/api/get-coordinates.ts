import { type AddressGeocode, AddressGeocodeSchema } from "@portal/contracts";
import { apiRequest } from "@/lib/api-client";
import { showError } from "@/lib/api-error-handlers";

/** Get Coordinates: GET /geocoding/address → lat and lng of the site address (spec 02 §7). */
export function getCoordinates(address: string): Promise<AddressGeocode> {
  return apiRequest("/geocoding/address", {
    query: { address },
    schema: AddressGeocodeSchema,
    onError: showError,
  });
}
