import {
  COMPONENT_SEARCH_DEBOUNCE_MS,
  type ComponentSearchResult,
  ComponentSearchResultSchema,
  REFERENCE_ERROR_MESSAGES as FAILURE,
} from "@portal/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { apiRequest } from "@/lib/api-client";
import { emptyListOnNotFound } from "@/lib/api-error-handlers";
import { catalogueKeys } from "../query-keys";

/** The component search (spec 03 §7.5): a 404 means no results and clears the options. */
export function searchComponents(term: string): Promise<ComponentSearchResult[]> {
  return apiRequest(`/productmanagementsearch/DoSearch/${encodeURIComponent(term)}`, {
    schema: z.array(ComponentSearchResultSchema),
    onError: emptyListOnNotFound<ComponentSearchResult[]>([], FAILURE.componentSearchFailed),
  });
}

export const componentSearchQueryOptions = (term: string) =>
  queryOptions({ queryKey: catalogueKeys.componentSearch(term), queryFn: () => searchComponents(term) });

/** Searches 1000 ms after the last keystroke; blank asks nothing. */
export function useComponentSearch(term: string) {
  const debounced = useDebouncedValue(term.trim(), COMPONENT_SEARCH_DEBOUNCE_MS);
  return useQuery({ ...componentSearchQueryOptions(debounced), enabled: debounced !== "" });
}
