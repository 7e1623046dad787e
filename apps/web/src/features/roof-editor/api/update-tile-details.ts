import { type RoofTileDetails, type RoofTileDetailsInput, RoofTileDetailsSchema } from "@portal/contracts";
import { apiRequest } from "@/lib/api-client";
import { reportToCaller } from "./failures";

/** PUT /roof-tile-details: tile, colour and (staff) the headlap override. Every save recalculates the roof on the server. */
export function updateTileDetails(body: RoofTileDetailsInput): Promise<RoofTileDetails> {
  return apiRequest("/roof-tile-details", {
    method: "PUT",
    body,
    schema: RoofTileDetailsSchema,
    onError: reportToCaller,
  });
}
