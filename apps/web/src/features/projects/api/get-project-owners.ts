import { StaffOptionSchema } from "@portal/contracts";
import { PROJECT_ERRORS } from "@portal/contracts/ui";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import { showErrorAs } from "@/lib/api-error-handlers";
import { QUERY_ROOTS } from "@/lib/query-keys";

export function getProjectOwners() {
  return apiRequest("/projectowners", {
    schema: z.array(StaffOptionSchema),
    onError: showErrorAs(PROJECT_ERRORS.fetchProjectOwners),
  });
}

export const projectOwnersQueryOptions = () =>
  queryOptions({ queryKey: [QUERY_ROOTS.lookups, "projectOwners"], queryFn: getProjectOwners, staleTime: 10 * 60_000 });

/** Staff users offered as Project Owner; only staff may ask (spec 02 §6). */
export function useProjectOwners(enabled = true) {
  return useQuery({ ...projectOwnersQueryOptions(), enabled });
}
