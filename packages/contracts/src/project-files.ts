import { z } from "zod";
import { databaseId, text } from "./primitives.js";

/** Upload types the Files tab accepts (spec 02 §5, §9), compared case-insensitively by extension. */
export const ALLOWED_UPLOAD_EXTENSIONS = [".pdf", ".docx", ".xlsx", ".png", ".jpg", ".jpeg", ".dwg", ".rvt"] as const;
export type AllowedUploadExtension = (typeof ALLOWED_UPLOAD_EXTENSIONS)[number];

/** The accept attribute of the file input: the same list, comma-separated. */
export const UPLOAD_ACCEPT = ALLOWED_UPLOAD_EXTENSIONS.join(",");

/** The header the browser sends with the PUT to a signed upload link (spec 02 §7). */
export const UPLOAD_BLOB_TYPE_HEADER = { "x-ms-blob-type": "BlockBlob" } as const;

/** The lower-case extension of a file name (".pdf"), or "" when it has none. */
export function fileExtensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot <= 0 || dot === fileName.length - 1 ? "" : fileName.slice(dot).toLowerCase();
}

/** The allowed extension of a file name, or undefined when its type is not accepted. */
export function allowedUploadExtensionOf(fileName: string): AllowedUploadExtension | undefined {
  const extension = fileExtensionOf(fileName);
  return ALLOWED_UPLOAD_EXTENSIONS.find((allowed) => allowed === extension);
}

export function isAllowedUpload(fileName: string): boolean {
  return allowedUploadExtensionOf(fileName) !== undefined;
}

export const PROJECT_FILE_MESSAGES = {
  // Spec 02 §4, §5, §8: the Files tab's texts.
  unsupportedSkipped: "Some files are not supported and were not uploaded.",
  uploading: (done: number, total: number) => `Uploading ${done}/${total} files...`,
  uploaded: (done: number, total: number) => `Uploaded ${done}/${total} files`,
  failedToUpload: (fileName: string) => `Failed to upload ${fileName}`,
  failedToGetUploadUrl: (fileName: string) => `Failed to get upload URL for ${fileName}`,
  uploadFailedWithStatus: (status: number) => `Upload failed with status ${status}`,
  loadFailed: "Failed to load project documents.",
  createFailed: "Failed to create project files.",
  uploadFailed: "Failed to upload project file.",
  deleteFailed: "Failed to delete project document.",
  detailsFailed: "Failed to load project document details.",
  fileNotAvailable: "File is not available",
  noFiles: "No files uploaded yet.",
  // The API's own answers where the spec gives none.
  projectIdRequired: "ProjectId is required",
  fileNameRequired: "FileName is required",
  fileNameInvalid: "FileName must be a plain file name",
  typeNotAllowed: `This file type is not supported. Allowed types: ${ALLOWED_UPLOAD_EXTENSIONS.join(", ")}.`,
  contentMismatch: (extension: string) =>
    `The file's content is not a valid ${extension} file, so it was not uploaded.`,
  fileNotFound: "File not found",
  alreadyUploaded: "This file has already been uploaded.",
  linkExpired: "This link has expired. Reload the project's files to get a new one.",
  linkInvalid: "This link is not valid. Reload the project's files to get a new one.",
  deleted: "File deleted",
  uploadedOne: "File uploaded",
} as const;

const projectId = databaseId(PROJECT_FILE_MESSAGES.projectIdRequired);

export const ProjectFilesQuerySchema = z.object({ projectId });
export type ProjectFilesQuery = z.infer<typeof ProjectFilesQuerySchema>;

/**
 * POST /project-documents (spec 02 §7). fileType is what the browser reports (usually a MIME type, often empty
 * for drawings), so it is kept for display only; the extension of fileName decides what is accepted.
 */
export const CreateProjectFileSchema = z.object({
  projectId,
  fileType: text()
    .trim()
    .max(255)
    .nullish()
    .transform((value) => value ?? ""),
  fileName: text({ error: PROJECT_FILE_MESSAGES.fileNameRequired })
    .trim()
    .min(1, PROJECT_FILE_MESSAGES.fileNameRequired)
    .max(255)
    // A name travels back in a Content-Disposition header, so no path and no control characters.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
    .refine((name) => !/[/\\\u0000-\u001f\u007f]/.test(name), PROJECT_FILE_MESSAGES.fileNameInvalid)
    .refine(isAllowedUpload, PROJECT_FILE_MESSAGES.typeNotAllowed),
});
export type CreateProjectFile = z.infer<typeof CreateProjectFileSchema>;

/** Project document (file), spec 02 §3; sasUri is a short-lived download link. */
export const ProjectFileSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  fileType: z.string(),
  dateCreated: z.string(),
  sasUri: z.string(),
});
export type ProjectFile = z.infer<typeof ProjectFileSchema>;

export const ProjectFilesSchema = z.array(ProjectFileSchema);

/** The created record and the one-file upload link the browser PUTs to. */
export const CreatedProjectFileSchema = z.object({ id: z.number().int(), sasUri: z.string() });
export type CreatedProjectFile = z.infer<typeof CreatedProjectFileSchema>;

/** /api/v1/storage/{key}: the API's own signed link for local storage, the key being the rest of the path. */
export const StorageKeyParamsSchema = z.object({ "*": z.string() });
/**
 * The signed link's query. Each part is optional here so a link missing one reads as an invalid link (403, with
 * PROJECT_FILE_MESSAGES.linkInvalid), not as bad input.
 */
export const SignedLinkQuerySchema = z.object({
  expires: z.string().optional(),
  name: z.string().optional(),
  signature: z.string().optional(),
});
