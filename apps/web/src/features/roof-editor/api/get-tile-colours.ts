import { type ColourForTile, ColourForTileSchema } from "@portal/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import { emptyListAfterToast } from "./failures";
import { roofEditorSectionKey } from "./keys";

export interface TileColoursRequest {
  roofId: number;
  tileId: number;
  /** Until the roof has them, 0: the colours are listed, their validity decided by the rules without them. */
  pitch: number;
  maxRafterLength: number;
}

/** GET /tilecolours/getcoloursfortile/{tileId}/{pitch}/{maxRafterLength}: the tile's colours, each enabled or not. */
export function getTileColours({ tileId, pitch, maxRafterLength }: TileColoursRequest): Promise<ColourForTile[]> {
  return apiRequest(`/tilecolours/getcoloursfortile/${tileId}/${pitch}/${maxRafterLength}`, {
    schema: z.array(ColourForTileSchema),
    onError: emptyListAfterToast("colours"),
  });
}

export const tileColoursQueryOptions = (request: TileColoursRequest) =>
  queryOptions({
    queryKey: roofEditorSectionKey(
      request.roofId,
      "tile-colours",
      request.tileId,
      request.pitch,
      request.maxRafterLength,
    ),
    queryFn: () => getTileColours(request),
  });

export function useTileColours(request: TileColoursRequest | null) {
  return useQuery({
    ...tileColoursQueryOptions(request ?? { roofId: 0, tileId: 0, pitch: 0, maxRafterLength: 0 }),
    enabled: request !== null,
  });
}
