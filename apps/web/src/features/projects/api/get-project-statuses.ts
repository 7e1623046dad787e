import { LookupOptionSchema } from "@portal/contracts";
import { PROJECT_ERRORS } from "@portal/contracts/ui";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import { showErrorAs } from "@/lib/api-error-handlers";
import { QUERY_ROOTS } from "@/lib/query-keys";

export function getProjectStatuses() {
  return apiRequest("/projectstatuses", {
    schema: z.array(LookupOptionSchema),
    onError: showErrorAs(PROJECT_ERRORS.fetchStatuses),
  });
}

export const projectStatusesQueryOptions = () =>
  queryOptions({
    queryKey: [QUERY_ROOTS.lookups, "projectStatuses"],
    queryFn: getProjectStatuses,
    staleTime: 10 * 60_000,
  });

/** Project statuses (TBD, Awaiting Info, Started, Cancelled, Completed, Rejected, Won). */
export function useProjectStatuses(enabled = true) {
  return useQuery({ ...projectStatusesQueryOptions(), enabled });
}
