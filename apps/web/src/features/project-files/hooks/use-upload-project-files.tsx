import { isAllowedUpload, messageForStatus, PROJECT_FILE_MESSAGES } from "@portal/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError, type ApiFailure } from "@/lib/api-error";
import { showErrorToast, startTaskToast } from "@/lib/toast";
import { createProjectFile } from "../api/create-project-file";
import { projectFilesRootKey } from "../api/get-project-files";
import { uploadToLink } from "../api/upload-to-link";

const PAYLOAD_TOO_LARGE = 413;

/** The file's own line first ('Failed to upload plan.pdf'), then why, each on its own line. */
function showFileError(lines: readonly string[]): void {
  showErrorToast(
    <div>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>,
  );
}

/** Why the record could not be made: too large, the server's own reason for a refusal, or the spec's text. */
function createFailureReason(failure: ApiFailure | undefined): string {
  if (failure?.status === PAYLOAD_TOO_LARGE) return messageForStatus(PAYLOAD_TOO_LARGE);
  if (failure && failure.status < 500 && failure.body?.message) return failure.body.message;
  return PROJECT_FILE_MESSAGES.createFailed;
}

function uploadFailureLines(fileName: string, failure: ApiFailure | null): string[] {
  const lines = [PROJECT_FILE_MESSAGES.failedToUpload(fileName)];
  if (failure === null) return [...lines, PROJECT_FILE_MESSAGES.uploadFailed];
  if (failure.status === PAYLOAD_TOO_LARGE) return [...lines, messageForStatus(PAYLOAD_TOO_LARGE)];
  lines.push(PROJECT_FILE_MESSAGES.uploadFailedWithStatus(failure.status));
  // Storage explains a refusal it understood (wrong content for the extension, an expired link).
  if (failure.status < 500 && failure.body?.message) lines.push(failure.body.message);
  return lines;
}

/** One file: record it, then PUT its bytes to the link the record came with. True when it arrived. */
async function uploadOne(projectId: number, file: File): Promise<boolean> {
  let sasUri: string;
  try {
    ({ sasUri } = await createProjectFile({ projectId, fileName: file.name, fileType: file.type }));
  } catch (error) {
    const failure = error instanceof ApiError ? error.failure : undefined;
    showFileError([PROJECT_FILE_MESSAGES.failedToGetUploadUrl(file.name), createFailureReason(failure)]);
    return false;
  }
  const result = await uploadToLink(sasUri, file);
  if (!result.ok) showFileError(uploadFailureLines(file.name, result.failure));
  return result.ok;
}

/**
 * The Files tab's upload (spec 02 §4, §5): unsupported types are skipped with one message; the rest go one at
 * a time, with 'Uploading n/total files...' while they do and 'Uploaded n/total files' when done.
 */
export function useUploadProjectFiles(projectId: number) {
  const queryClient = useQueryClient();
  const [isUploading, setIsUploading] = useState(false);

  const upload = async (files: readonly File[]) => {
    const supported = files.filter((file) => isAllowedUpload(file.name));
    if (supported.length < files.length) showErrorToast(PROJECT_FILE_MESSAGES.unsupportedSkipped);
    if (supported.length === 0) return;

    setIsUploading(true);
    const total = supported.length;
    const progress = startTaskToast(PROJECT_FILE_MESSAGES.uploading(1, total));
    let uploaded = 0;
    try {
      for (const [index, file] of supported.entries()) {
        progress.update(PROJECT_FILE_MESSAGES.uploading(index + 1, total));
        if (await uploadOne(projectId, file)) uploaded += 1;
      }
    } finally {
      progress.finish(
        uploaded === total ? "success" : uploaded === 0 ? "error" : "warning",
        PROJECT_FILE_MESSAGES.uploaded(uploaded, total),
      );
      setIsUploading(false);
      await queryClient.invalidateQueries({ queryKey: projectFilesRootKey });
    }
  };

  return { upload, isUploading };
}
