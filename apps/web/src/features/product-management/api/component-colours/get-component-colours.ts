import { type ComponentColour, ComponentColourSchema } from "@portal/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { requestCatalogueList } from "../catalogue-request";
import { catalogueKeys } from "../query-keys";

/** A component's colour mappings. */
export function getComponentColours(productId: number): Promise<ComponentColour[]> {
  return requestCatalogueList(
    `/product-components/product-component-colours/${productId}`,
    ComponentColourSchema,
    "component colour",
  );
}

export const componentColoursQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: catalogueKeys.componentColourList(productId),
    queryFn: () => getComponentColours(productId),
  });

export function useComponentColours(productId: number) {
  return useQuery(componentColoursQueryOptions(productId));
}
