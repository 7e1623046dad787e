import { type RoofTileDetails, RoofTileDetailsSchema } from "@portal/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { fetchFailed } from "./failures";
import { roofEditorSectionKey } from "./keys";

/** GET /roof-tile-details/roof/{id}: tile, colour and the headlap in use with its range. */
export function getTileDetails(roofId: number): Promise<RoofTileDetails> {
  return apiRequest(`/roof-tile-details/roof/${roofId}`, {
    schema: RoofTileDetailsSchema,
    onError: fetchFailed("tile details"),
  });
}

export const tileDetailsQueryKey = (roofId: number) => roofEditorSectionKey(roofId, "tile-details");

export const tileDetailsQueryOptions = (roofId: number) =>
  queryOptions({ queryKey: tileDetailsQueryKey(roofId), queryFn: () => getTileDetails(roofId) });

export function useTileDetails(roofId: number) {
  return useQuery(tileDetailsQueryOptions(roofId));
}
