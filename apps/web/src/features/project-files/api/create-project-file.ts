import { type CreatedProjectFile, CreatedProjectFileSchema } from "@portal/contracts";
import { apiRequest } from "@/lib/api-client";
import { ApiError, messageForFailure } from "@/lib/api-error";

/**
 * POST /project-documents: records the file and answers a one-file upload link. Failures are not shown here:
 * the upload reports them per file, naming the file.
 */
export function createProjectFile(input: {
  projectId: number;
  fileName: string;
  fileType: string;
}): Promise<CreatedProjectFile> {
  return apiRequest("/project-documents", {
    method: "POST",
    body: input,
    schema: CreatedProjectFileSchema,
    onError: (failure) => {
      throw new ApiError(failure, messageForFailure(failure));
    },
  });
}
