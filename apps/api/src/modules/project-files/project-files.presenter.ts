import type { ProjectFile } from "@portal/contracts";
import type { ProjectFileRow } from "./project-files.repository.js";

/** A stored file as spec 02 §3 names it; dateCreated is when its bytes arrived. */
export function presentProjectFile(row: ProjectFileRow, sasUri: string): ProjectFile {
  return {
    id: row.id,
    fileName: row.fileName,
    fileType: row.fileType,
    dateCreated: (row.uploadedAt ?? row.createdAt).toISOString(),
    sasUri,
  };
}
