import { COMPONENT_SEARCH_DEBOUNCE_MS, type ComponentSearchResult, REFERENCE_ERROR_MESSAGES } from "@portal/contracts";
import { useQuery } from "@tanstack/react-query";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { apiRequest } from "@/lib/api-client";
import { emptyListOnNotFound } from "@/lib/api-error-handlers";
import { catalogueKey } from "./catalogue-api";

/** The component search (spec 03 §7.5): a 404 means no results and clears the options. */
export function searchComponents(term: string): Promise<ComponentSearchResult[]> {
  return apiRequest<ComponentSearchResult[]>(`/productmanagementsearch/DoSearch/${encodeURIComponent(term)}`, {
    onError: emptyListOnNotFound<ComponentSearchResult[]>([], REFERENCE_ERROR_MESSAGES.componentSearchFailed),
  });
}

/** Searches 1000 ms after the last keystroke; blank asks nothing. */
export function useComponentSearch(term: string) {
  const debounced = useDebouncedValue(term.trim(), COMPONENT_SEARCH_DEBOUNCE_MS);
  return useQuery({
    queryKey: [...catalogueKey, "component-search", debounced],
    queryFn: () => searchComponents(debounced),
    enabled: debounced !== "",
  });
}
