import { UPLOAD_BLOB_TYPE_HEADER } from "@portal/contracts";
import { type ApiFailure, readFailure } from "@/lib/api-error";

export type LinkUploadResult = { ok: true } | { ok: false; failure: ApiFailure | null };

/**
 * PUT of the file's bytes to its signed upload link (spec 02 §7), with the blob-type header storage expects.
 * The link is storage's, not the API's: it carries its own authorisation, so it goes past the API client (no
 * bearer header, no refresh, no JSON). A network failure answers failure null.
 */
export async function uploadToLink(sasUri: string, file: File): Promise<LinkUploadResult> {
  let response: Response;
  try {
    response = await fetch(sasUri, {
      method: "PUT",
      headers: { ...UPLOAD_BLOB_TYPE_HEADER, "Content-Type": file.type || "application/octet-stream" },
      body: file,
    });
  } catch {
    return { ok: false, failure: null };
  }
  return response.ok ? { ok: true } : { ok: false, failure: await readFailure(response) };
}
