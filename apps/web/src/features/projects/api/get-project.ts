import { type Project, ProjectSchema } from "@portal/contracts";
import { PROJECT_ERRORS } from "@portal/contracts/ui";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { showErrorAs } from "@/lib/api-error-handlers";
import { projectsQueryKey } from "./get-projects";

/** GET /projects/{id}; null when the project does not exist or is not the caller's ('Project not found'). */
export function getProject(id: number): Promise<Project | null> {
  return apiRequest<Project | null>(`/projects/${id}`, {
    schema: ProjectSchema,
    onError: (failure) => (failure.status === 404 ? null : showErrorAs(PROJECT_ERRORS.fetchProject)(failure)),
  });
}

export const projectQueryKey = (id: number) => [...projectsQueryKey, "detail", id] as const;

export const projectQueryOptions = (id: number) =>
  queryOptions({ queryKey: projectQueryKey(id), queryFn: () => getProject(id) });

export function useProject(id: number) {
  return useQuery(projectQueryOptions(id));
}
