import { type ListRequest, type ProjectsPage, ProjectsPageSchema, type ProjectsQuery } from "@portal/contracts";
import { PROJECT_ERRORS } from "@portal/contracts/ui";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { emptyListOnNotFound } from "@/lib/api-error-handlers";
import { QUERY_ROOTS } from "@/lib/query-keys";

/** What the project list asks for: paging, sort and the filters of spec 02 §3, typed from ProjectsQuerySchema. */
export type ProjectsListParams = ListRequest<ProjectsQuery>;

const noProjects: ProjectsPage = { projects: [], totalCount: 0 };

export function getProjects(params: ProjectsListParams): Promise<ProjectsPage> {
  return apiRequest("/projects/paginated", {
    query: { ...params },
    schema: ProjectsPageSchema,
    onError: emptyListOnNotFound(noProjects, PROJECT_ERRORS.fetchProjects),
  });
}

/** Every project query starts with this key, so one invalidation refreshes lists and pages alike. */
export const projectsQueryKey = [QUERY_ROOTS.projects] as const;
export const projectListQueryKey = [...projectsQueryKey, "list"] as const;

export const projectsQueryOptions = (params: ProjectsListParams) =>
  queryOptions({
    queryKey: [...projectListQueryKey, params],
    queryFn: () => getProjects(params),
    // The previous page stays on screen while the next one loads, so the table never jumps.
    placeholderData: keepPreviousData,
  });

export function useProjects(params: ProjectsListParams) {
  return useQuery(projectsQueryOptions(params));
}
