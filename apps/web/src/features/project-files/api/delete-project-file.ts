import { PROJECT_FILE_MESSAGES } from "@portal/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { showErrorAs } from "@/lib/api-error-handlers";
import { projectFilesRootKey } from "./get-project-files";

/** DELETE /project-documents/{id}. */
export function deleteProjectFile(fileId: number): Promise<unknown> {
  return apiRequest<unknown>(`/project-documents/${fileId}`, {
    method: "DELETE",
    onError: showErrorAs(PROJECT_FILE_MESSAGES.deleteFailed),
  });
}

export function useDeleteProjectFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProjectFile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectFilesRootKey }),
  });
}
