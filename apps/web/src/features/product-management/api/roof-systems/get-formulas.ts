import { type FormulaOption, FormulaOptionSchema } from "@portal/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { requestCatalogueList } from "../catalogue-request";
import { catalogueKeys } from "../query-keys";

export function getFormulas(): Promise<FormulaOption[]> {
  return requestCatalogueList("/productroofsystems/registeredcalculations", FormulaOptionSchema, "formula");
}

export const formulasQueryOptions = () => queryOptions({ queryKey: catalogueKeys.formulas, queryFn: getFormulas });

/** The Formula choice of roof-system components and solar edge components. */
export function useFormulas() {
  return useQuery(formulasQueryOptions());
}
