import { type ProductComponent, ProductComponentSchema } from "@portal/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { catalogueQueryKey, requestCatalogueList } from "../catalogue-request";

/** Every product-component query: the list, the edit pages and the component search. */
export const productComponentsQueryKey = [...catalogueQueryKey, "product-components"] as const;
export const productComponentListQueryKey = [...productComponentsQueryKey, "list"] as const;

export function getProductComponents(): Promise<ProductComponent[]> {
  return requestCatalogueList("/product-components", ProductComponentSchema, "product component");
}

export const productComponentListQueryOptions = () =>
  queryOptions({ queryKey: productComponentListQueryKey, queryFn: getProductComponents });

export function useProductComponents() {
  return useQuery(productComponentListQueryOptions());
}
