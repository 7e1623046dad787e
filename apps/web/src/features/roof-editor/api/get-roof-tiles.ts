import { type TileOption, TileOptionSchema } from "@portal/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import { emptyListAfterToast } from "./failures";
import { roofEditorSectionKey } from "./keys";

/** GET /tiles/roof-selection/{roofId}: the tiles this roof may use. */
export function getRoofTiles(roofId: number): Promise<TileOption[]> {
  return apiRequest(`/tiles/roof-selection/${roofId}`, {
    schema: z.array(TileOptionSchema),
    onError: emptyListAfterToast("tiles"),
  });
}

export const roofTilesQueryOptions = (roofId: number) =>
  queryOptions({
    queryKey: roofEditorSectionKey(roofId, "tiles"),
    queryFn: () => getRoofTiles(roofId),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useRoofTiles(roofId: number) {
  return useQuery(roofTilesQueryOptions(roofId));
}
