import { type RoofType, RoofTypeSchema } from "@portal/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import { emptyListAfterToast } from "./failures";
import { roofEditorSectionKey } from "./keys";

/** GET /rooftypes. Names and ids of the roof forms the fixing data may take. */
export function getRoofTypes(): Promise<RoofType[]> {
  return apiRequest("/rooftypes", { schema: z.array(RoofTypeSchema), onError: emptyListAfterToast("roof types") });
}

// Catalogue lists change only in product management: one read per visit of the roof is enough.
export const roofTypesQueryOptions = (roofId: number) =>
  queryOptions({
    queryKey: roofEditorSectionKey(roofId, "roof-types"),
    queryFn: getRoofTypes,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useRoofTypes(roofId: number) {
  return useQuery(roofTypesQueryOptions(roofId));
}
