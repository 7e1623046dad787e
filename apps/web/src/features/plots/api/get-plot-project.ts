import { type Project, ProjectSchema } from "@portal/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { ApiError, messageForFailure } from "@/lib/api-error";
import { showError } from "@/lib/api-error-handlers";
import { plotsRootKey } from "./get-plots";

/**
 * GET /projects/{id} for the plot and roof pages' breadcrumbs. A project the user may not see answers 404;
 * the plot query answers the same and the page leaves, so that case raises no toast of its own.
 */
export function getPlotProject(projectId: number): Promise<Project> {
  return apiRequest(`/projects/${projectId}`, {
    schema: ProjectSchema,
    onError: (failure) => {
      if (failure.status === 404) throw new ApiError(failure, messageForFailure(failure));
      return showError(failure);
    },
  });
}

export const plotProjectQueryOptions = (projectId: number) =>
  queryOptions({ queryKey: [...plotsRootKey, "project", projectId], queryFn: () => getPlotProject(projectId) });

export function usePlotProject(projectId: number) {
  return useQuery(plotProjectQueryOptions(projectId));
}
