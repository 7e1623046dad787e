import { type PostcodeGeocode, PostcodeGeocodeSchema } from "@portal/contracts";
import { apiRequest } from "@/lib/api-client";
import { showError } from "@/lib/api-error-handlers";

/** Find Address: GET /geocoding/postcode → town, postcode in its standard form, and coordinates. */
export function findAddress(postCode: string): Promise<PostcodeGeocode> {
  return apiRequest("/geocoding/postcode", {
    query: { postCode },
    schema: PostcodeGeocodeSchema,
    onError: showError,
  });
}
