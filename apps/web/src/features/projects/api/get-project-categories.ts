import { LookupOptionSchema } from "@portal/contracts";
import { PROJECT_ERRORS } from "@portal/contracts/ui";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import { showErrorAs } from "@/lib/api-error-handlers";
import { QUERY_ROOTS } from "@/lib/query-keys";

export function getProjectCategories() {
  return apiRequest("/projectcategories", {
    schema: z.array(LookupOptionSchema),
    onError: showErrorAs(PROJECT_ERRORS.fetchCategories),
  });
}

export const projectCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: [QUERY_ROOTS.lookups, "projectCategories"],
    queryFn: getProjectCategories,
    staleTime: 10 * 60_000,
  });

/** Project categories. */
export function useProjectCategories(enabled = true) {
  return useQuery({ ...projectCategoriesQueryOptions(), enabled });
}
