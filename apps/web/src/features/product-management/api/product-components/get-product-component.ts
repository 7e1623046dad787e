import { type ProductComponent, ProductComponentSchema } from "@portal/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { requestCatalogueItem } from "../catalogue-request";
import { productComponentsQueryKey } from "./get-product-components";

export const productComponentQueryKey = (id: number) => [...productComponentsQueryKey, "detail", id] as const;

export function getProductComponent(id: number): Promise<ProductComponent> {
  return requestCatalogueItem(`/product-components/${id}`, ProductComponentSchema, "product component");
}

export const productComponentQueryOptions = (id: number) =>
  queryOptions({ queryKey: productComponentQueryKey(id), queryFn: () => getProductComponent(id) });

/** A new component (null) asks nothing. */
export function useProductComponent(id: number | null) {
  return useQuery({ ...productComponentQueryOptions(id ?? 0), enabled: id !== null });
}
