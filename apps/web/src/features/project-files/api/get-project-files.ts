import { PROJECT_FILE_MESSAGES, type ProjectFile, ProjectFilesSchema } from "@portal/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { showErrorAs } from "@/lib/api-error-handlers";
import { QUERY_ROOTS } from "@/lib/query-keys";

/** GET /project-documents?projectId: the files whose bytes have arrived, newest first. */
export function getProjectFiles(projectId: number): Promise<ProjectFile[]> {
  return apiRequest("/project-documents", {
    query: { projectId },
    schema: ProjectFilesSchema,
    onError: showErrorAs(PROJECT_FILE_MESSAGES.loadFailed),
  });
}

export const projectFilesRootKey = [QUERY_ROOTS.projectFiles] as const;
export const projectFilesQueryKey = (projectId: number) => [...projectFilesRootKey, "list", projectId] as const;

export const projectFilesQueryOptions = (projectId: number) =>
  queryOptions({ queryKey: projectFilesQueryKey(projectId), queryFn: () => getProjectFiles(projectId) });

export function useProjectFiles(projectId: number) {
  return useQuery(projectFilesQueryOptions(projectId));
}
