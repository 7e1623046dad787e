/**
 * Unicode format characters (\p{Cf}: bidirectional overrides and isolates U+202A–202E and U+2066–2069, zero-width
 * spaces and joiners, the byte-order mark) and control characters (\p{Cc}). None is visible, and the
 * bidirectional ones reorder what follows them: "plan\u202Efdp.exe" shows as "planexe.pdf".
 */
const INVISIBLE_CHARACTERS = /[\p{Cf}\p{Cc}]/gu;

/**
 * The name a file is offered under (a download's Content-Disposition, a listed file's name): the name without
 * invisible characters, so what the user reads is what their system sees, extension included. Every file
 * name the API sends goes through here.
 */
export function safeDownloadName(fileName: string): string {
  return fileName.replace(INVISIBLE_CHARACTERS, "");
}
