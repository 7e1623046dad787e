import { type Finish, FinishSchema } from "@portal/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { catalogueQueryKey, requestCatalogueList } from "../catalogue-request";

export const finishListQueryKey = [...catalogueQueryKey, "finishes"] as const;

export function getFinishes(): Promise<Finish[]> {
  return requestCatalogueList("/finishes", FinishSchema, "finish");
}

export const finishListQueryOptions = () => queryOptions({ queryKey: finishListQueryKey, queryFn: getFinishes });

/** The finishes tab, and the Finish choice of colours and headlap rules. */
export function useFinishes() {
  return useQuery(finishListQueryOptions());
}
