import { type RoofType, RoofTypeSchema } from "@portal/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import { emptyListAfterToast } from "./failures";
import { roofEditorSectionKey } from "./keys";

/** GET /vertical-timber-supports: what vertical tiling is battened onto (same id-and-name shape as roof types). */
export function getVerticalTimberSupports(): Promise<RoofType[]> {
  return apiRequest("/vertical-timber-supports", {
    schema: z.array(RoofTypeSchema),
    onError: emptyListAfterToast("vertical timber supports"),
  });
}

// Catalogue lists change only in product management: one read per visit of the roof is enough.
export const verticalTimberSupportsQueryOptions = (roofId: number) =>
  queryOptions({
    queryKey: roofEditorSectionKey(roofId, "vertical-timber-supports"),
    queryFn: getVerticalTimberSupports,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useVerticalTimberSupports(roofId: number) {
  return useQuery(verticalTimberSupportsQueryOptions(roofId));
}
