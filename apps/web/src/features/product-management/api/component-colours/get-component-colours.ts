import { type ComponentColour, ComponentColourSchema } from "@portal/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { catalogueQueryKey, requestCatalogueList } from "../catalogue-request";

/** Every component's colour mappings: they show the colour's suffix, description and finish. */
export const componentColoursQueryKey = [...catalogueQueryKey, "component-colours"] as const;
export const componentColourListQueryKey = (productId: number) => [...componentColoursQueryKey, productId] as const;

export function getComponentColours(productId: number): Promise<ComponentColour[]> {
  return requestCatalogueList(
    `/product-components/product-component-colours/${productId}`,
    ComponentColourSchema,
    "component colour",
  );
}

export const componentColourListQueryOptions = (productId: number) =>
  queryOptions({ queryKey: componentColourListQueryKey(productId), queryFn: () => getComponentColours(productId) });

export function useComponentColours(productId: number) {
  return useQuery(componentColourListQueryOptions(productId));
}
