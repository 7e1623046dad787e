import type { ProjectFile } from "@portal/contracts";
import { safeDownloadName } from "../../lib/file-names.js";
import type { ProjectFileRow } from "./project-files.repository.js";

/** A stored file as spec 02 §3 names it, under the name its download has; dateCreated is when its bytes arrived. */
export function presentProjectFile(row: ProjectFileRow, sasUri: string): ProjectFile {
  return {
    id: row.id,
    fileName: safeDownloadName(row.fileName),
    fileType: row.fileType,
    dateCreated: (row.uploadedAt ?? row.createdAt).toISOString(),
    sasUri,
  };
}
