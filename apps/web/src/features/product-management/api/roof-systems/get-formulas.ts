import { type FormulaOption, FormulaOptionSchema } from "@portal/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { catalogueQueryKey, requestCatalogueList } from "../catalogue-request";

/** The registered calculations are fixed in the engine: no write changes them. */
export const formulaListQueryKey = [...catalogueQueryKey, "formulas"] as const;

export function getFormulas(): Promise<FormulaOption[]> {
  return requestCatalogueList("/productroofsystems/registeredcalculations", FormulaOptionSchema, "formula");
}

export const formulaListQueryOptions = () => queryOptions({ queryKey: formulaListQueryKey, queryFn: getFormulas });

/** The Formula choice of roof-system components and solar edge components. */
export function useFormulas() {
  return useQuery(formulaListQueryOptions());
}
