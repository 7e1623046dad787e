import { type ProductComponent, ProductComponentSchema } from "@portal/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { requestCatalogueItem } from "../catalogue-request";
import { catalogueKeys } from "../query-keys";

export function getProductComponent(id: number): Promise<ProductComponent> {
  return requestCatalogueItem(`/product-components/${id}`, ProductComponentSchema, "product component");
}

export const productComponentQueryOptions = (id: number) =>
  queryOptions({ queryKey: catalogueKeys.productComponent(id), queryFn: () => getProductComponent(id) });

/** A new item (null) asks nothing. */
export function useProductComponent(id: number | null) {
  return useQuery({ ...productComponentQueryOptions(id ?? 0), enabled: id !== null });
}
