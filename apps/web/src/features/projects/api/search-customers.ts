import { CUSTOMER_SEARCH_MIN_LENGTH, type CustomerLookupResult, CustomerLookupResultSchema } from "@portal/contracts";
import { PROJECT_ERRORS } from "@portal/contracts/ui";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import { showErrorAs } from "@/lib/api-error-handlers";
import { QUERY_ROOTS } from "@/lib/query-keys";

export function searchCustomers(searchString: string): Promise<CustomerLookupResult[]> {
  return apiRequest("/customers/Lookup", {
    query: { searchString },
    schema: z.array(CustomerLookupResultSchema),
    onError: showErrorAs(PROJECT_ERRORS.fetchCustomers),
  });
}

export const customerSearchQueryOptions = (searchString: string) =>
  queryOptions({
    queryKey: [QUERY_ROOTS.customers, "lookup", searchString],
    queryFn: () => searchCustomers(searchString),
    placeholderData: keepPreviousData,
  });

/** Asks only from 3 characters (spec 02 §5); the caller debounces the text. */
export function useCustomerSearch(searchString: string) {
  const isLongEnough = searchString.trim().length >= CUSTOMER_SEARCH_MIN_LENGTH;
  const query = useQuery({ ...customerSearchQueryOptions(searchString.trim()), enabled: isLongEnough });
  // Shorter input clears the results rather than keeping the last ones.
  return { ...query, results: isLongEnough ? (query.data ?? []) : [] };
}
