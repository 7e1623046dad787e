import type { DocumentFormat, DocumentLevel, DocumentVersion } from "@portal/contracts";
import { downloadThroughLink } from "@/lib/download";
import { getDownloadLink } from "../api/get-download-link";

/**
 * Downloads a kept version of an item's document: a fresh signed link is asked for at the moment of the choice
 * (links are short-lived), then followed. A failure has shown its toast ('File is not available').
 */
export async function downloadVersion(options: {
  level: DocumentLevel;
  id: number;
  version: DocumentVersion;
  format: DocumentFormat;
}): Promise<void> {
  const { level, id, version, format } = options;
  try {
    const link = await getDownloadLink({
      level,
      id,
      pdfType: version.pdfType,
      version: version.version,
      format,
      isImproved: version.isImproved,
    });
    downloadThroughLink(link.downloadUri);
  } catch {
    // Reported by the call's error handler.
  }
}
