import { type ProjectSiteData, ProjectSiteDataSchema } from "@portal/contracts";
import { ROOF_RESULTS_ERRORS } from "@portal/contracts/ui";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { showErrorAs } from "@/lib/api-error-handlers";
import { projectSiteQueryKey } from "./keys";

/** GET /site-data/project/{projectId}: the site values the wind calculation uses, each with its source. */
export function getProjectSite(projectId: number): Promise<ProjectSiteData> {
  return apiRequest(`/site-data/project/${projectId}`, {
    schema: ProjectSiteDataSchema,
    onError: showErrorAs(ROOF_RESULTS_ERRORS.fetchSiteData),
  });
}

export const projectSiteQueryOptions = (projectId: number) =>
  queryOptions({ queryKey: projectSiteQueryKey(projectId), queryFn: () => getProjectSite(projectId) });

export function useProjectSite(projectId: number) {
  return useQuery(projectSiteQueryOptions(projectId));
}
