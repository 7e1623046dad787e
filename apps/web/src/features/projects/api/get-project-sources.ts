import { LookupOptionSchema } from "@portal/contracts";
import { PROJECT_ERRORS } from "@portal/contracts/ui";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import { showErrorAs } from "@/lib/api-error-handlers";
import { QUERY_ROOTS } from "@/lib/query-keys";

export function getProjectSources() {
  return apiRequest("/projectsources", {
    schema: z.array(LookupOptionSchema),
    onError: showErrorAs(PROJECT_ERRORS.fetchSources),
  });
}

export const projectSourcesQueryOptions = () =>
  queryOptions({
    queryKey: [QUERY_ROOTS.lookups, "projectSources"],
    queryFn: getProjectSources,
    staleTime: 10 * 60_000,
  });

/** Project sources ('Website' is the default on submit). */
export function useProjectSources(enabled = true) {
  return useQuery({ ...projectSourcesQueryOptions(), enabled });
}
