import { PROJECT_FILE_MESSAGES, type ProjectFile } from "@portal/contracts";
import { useState } from "react";
import { downloadThroughLink } from "@/lib/download";
import { showErrorToast } from "@/lib/toast";
import { getProjectFile } from "../api/get-project-file";

/** Saves bytes under the file's name through a temporary link, so the page stays where it is. */
function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  downloadThroughLink(url, fileName);
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Download (spec 02 §7): a fresh link from GET /project-documents/{id} (links are short-lived, so the list's may
 * have expired), then the bytes through it. A link that does not answer says 'File is not available'.
 */
export function useDownloadProjectFile() {
  const [downloadingId, setDownloadingId] = useState<number | null>(null);

  const download = async (file: Pick<ProjectFile, "id" | "fileName">) => {
    setDownloadingId(file.id);
    try {
      let details: ProjectFile;
      try {
        details = await getProjectFile(file.id);
      } catch {
        return; // Reported as 'Failed to load project document details.'.
      }
      try {
        // The link carries its own authorisation, so it is fetched directly rather than through the API client.
        const response = await fetch(details.sasUri);
        if (!response.ok) throw new Error(String(response.status));
        saveBlob(await response.blob(), details.fileName);
      } catch {
        showErrorToast(PROJECT_FILE_MESSAGES.fileNotAvailable);
      }
    } finally {
      setDownloadingId(null);
    }
  };

  return { download, downloadingId };
}
