import { CreatedIdSchema, type ProjectInput } from "@portal/contracts";
import { PROJECT_ERRORS } from "@portal/contracts/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { showErrorAs } from "@/lib/api-error-handlers";
import { projectListQueryKey } from "./get-projects";

export function createProject(input: ProjectInput): Promise<{ id: number }> {
  return apiRequest("/projects", {
    method: "POST",
    body: input,
    schema: CreatedIdSchema,
    onError: showErrorAs(PROJECT_ERRORS.createProject),
  });
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectListQueryKey }),
  });
}
