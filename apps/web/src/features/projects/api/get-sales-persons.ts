import { StaffOptionSchema } from "@portal/contracts";
import { PROJECT_ERRORS } from "@portal/contracts/ui";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import { showErrorAs } from "@/lib/api-error-handlers";
import { QUERY_ROOTS } from "@/lib/query-keys";

export function getSalesPersons() {
  return apiRequest("/salespersons", {
    schema: z.array(StaffOptionSchema),
    onError: showErrorAs(PROJECT_ERRORS.fetchSalesPersons),
  });
}

export const salesPersonsQueryOptions = () =>
  queryOptions({ queryKey: [QUERY_ROOTS.lookups, "salesPersons"], queryFn: getSalesPersons, staleTime: 10 * 60_000 });

/** Staff users offered as Sales Lead; only staff may ask (spec 02 §6). */
export function useSalesPersons(enabled = true) {
  return useQuery({ ...salesPersonsQueryOptions(), enabled });
}
