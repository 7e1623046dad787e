import { type Finish, FinishSchema } from "@portal/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { requestCatalogueList } from "../catalogue-request";
import { catalogueKeys } from "../query-keys";

export function getFinishes(): Promise<Finish[]> {
  return requestCatalogueList("/finishes", FinishSchema, "finish");
}

export const finishesQueryOptions = () => queryOptions({ queryKey: catalogueKeys.finishes, queryFn: getFinishes });

/** The finishes tab, and the Finish choice of colours and headlap rules. */
export function useFinishes() {
  return useQuery(finishesQueryOptions());
}
