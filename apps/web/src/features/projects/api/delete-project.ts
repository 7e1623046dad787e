import { PROJECT_ERRORS } from "@portal/contracts/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { showErrorAs } from "@/lib/api-error-handlers";
import { projectListQueryKey } from "./get-projects";

export function deleteProject(id: number): Promise<unknown> {
  return apiRequest<unknown>(`/projects/${id}`, {
    method: "DELETE",
    onError: showErrorAs(PROJECT_ERRORS.deleteProject),
  });
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectListQueryKey }),
  });
}
