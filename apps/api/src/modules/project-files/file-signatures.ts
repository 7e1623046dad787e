import type { AllowedUploadExtension } from "@portal/contracts";

/** How much of the start of a file is read to recognise its type (each signature starts the file). */
export const SNIFF_BYTES = 1024;

const startsWith = (head: Buffer, signature: readonly number[]) =>
  head.length >= signature.length && signature.every((byte, index) => head[index] === byte);

const ZIP = [0x50, 0x4b, 0x03, 0x04]; // "PK\3\4": .docx and .xlsx are zip packages (Office Open XML)
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // Revit .rvt is an OLE compound file
const PDF = [...Buffer.from("%PDF-", "latin1")];

/** Does the start of a file look like the type its extension claims? (magic numbers, not a full parse) */
const MATCHERS: Record<AllowedUploadExtension, (head: Buffer) => boolean> = {
  // Readers tolerate "%PDF-" up to 1 KB in (ISO 32000-1 implementation note), but whatever came before it could
  // be anything, an executable included; a PDF made by any current tool starts with it, so it must start the file.
  ".pdf": (head) => startsWith(head, PDF),
  ".docx": (head) => startsWith(head, ZIP),
  ".xlsx": (head) => startsWith(head, ZIP),
  ".png": (head) => startsWith(head, PNG),
  ".jpg": (head) => startsWith(head, JPEG),
  ".jpeg": (head) => startsWith(head, JPEG),
  // AutoCAD drawings open with their version string: "AC1009" (R12) through "AC1032" (2018 onwards).
  ".dwg": (head) => /^AC10\d\d/.test(head.subarray(0, 6).toString("latin1")),
  ".rvt": (head) => startsWith(head, OLE),
};

export function contentMatchesExtension(extension: AllowedUploadExtension, head: Buffer): boolean {
  return MATCHERS[extension](head);
}
