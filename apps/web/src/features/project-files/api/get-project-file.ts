import { PROJECT_FILE_MESSAGES, type ProjectFile, ProjectFileSchema } from "@portal/contracts";
import { apiRequest } from "@/lib/api-client";
import { showErrorAs } from "@/lib/api-error-handlers";

/** GET /project-documents/{id}: the file with a fresh download link, asked for when the user downloads it. */
export function getProjectFile(fileId: number): Promise<ProjectFile> {
  return apiRequest(`/project-documents/${fileId}`, {
    schema: ProjectFileSchema,
    onError: showErrorAs(PROJECT_FILE_MESSAGES.detailsFailed),
  });
}
