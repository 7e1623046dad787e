import { type ProductComponent, ProductComponentSchema } from "@portal/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import { emptyListAfterToast } from "./failures";
import { roofEditorSectionKey } from "./keys";

/** GET /product-components/counter-battens: the active counter battens. */
export function getCounterBattens(): Promise<ProductComponent[]> {
  return apiRequest("/product-components/counter-battens", {
    schema: z.array(ProductComponentSchema),
    onError: emptyListAfterToast("counter battens"),
  });
}

// Catalogue lists change only in product management: one read per visit of the roof is enough.
export const counterBattensQueryOptions = (roofId: number) =>
  queryOptions({
    queryKey: roofEditorSectionKey(roofId, "counter-battens"),
    queryFn: getCounterBattens,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useCounterBattens(roofId: number) {
  return useQuery(counterBattensQueryOptions(roofId));
}
