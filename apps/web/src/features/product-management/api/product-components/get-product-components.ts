import { type ProductComponent, ProductComponentSchema } from "@portal/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { requestCatalogueList } from "../catalogue-request";
import { catalogueKeys } from "../query-keys";

export function getProductComponents(): Promise<ProductComponent[]> {
  return requestCatalogueList("/product-components", ProductComponentSchema, "product component");
}

export const productComponentsQueryOptions = () =>
  queryOptions({ queryKey: catalogueKeys.productComponentList, queryFn: getProductComponents });

export function useProductComponents() {
  return useQuery(productComponentsQueryOptions());
}
