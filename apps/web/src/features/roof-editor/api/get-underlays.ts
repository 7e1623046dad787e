import { type ProductComponent, ProductComponentSchema } from "@portal/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import { emptyListAfterToast } from "./failures";
import { roofEditorSectionKey } from "./keys";

/** GET /product-components/underlay: the active underlays. */
export function getUnderlays(): Promise<ProductComponent[]> {
  return apiRequest("/product-components/underlay", {
    schema: z.array(ProductComponentSchema),
    onError: emptyListAfterToast("underlays"),
  });
}

// Catalogue lists change only in product management: one read per visit of the roof is enough.
export const underlaysQueryOptions = (roofId: number) =>
  queryOptions({
    queryKey: roofEditorSectionKey(roofId, "underlays"),
    queryFn: getUnderlays,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useUnderlays(roofId: number) {
  return useQuery(underlaysQueryOptions(roofId));
}
