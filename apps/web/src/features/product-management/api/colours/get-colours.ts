import { type Colour, ColourSchema } from "@portal/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { catalogueQueryKey, requestCatalogueList } from "../catalogue-request";

export const colourListQueryKey = [...catalogueQueryKey, "colours"] as const;

export function getColours(): Promise<Colour[]> {
  return requestCatalogueList("/colours", ColourSchema, "colour");
}

export const colourListQueryOptions = () => queryOptions({ queryKey: colourListQueryKey, queryFn: getColours });

/** The colours tab, and the colour choices of tile and component colour mappings. */
export function useColours() {
  return useQuery(colourListQueryOptions());
}
