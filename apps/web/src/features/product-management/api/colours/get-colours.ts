import { type Colour, ColourSchema } from "@portal/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { requestCatalogueList } from "../catalogue-request";
import { catalogueKeys } from "../query-keys";

export function getColours(): Promise<Colour[]> {
  return requestCatalogueList("/colours", ColourSchema, "colour");
}

export const coloursQueryOptions = () => queryOptions({ queryKey: catalogueKeys.colours, queryFn: getColours });

/** The colours tab, and the colour choices of tile and component colour mappings. */
export function useColours() {
  return useQuery(coloursQueryOptions());
}
