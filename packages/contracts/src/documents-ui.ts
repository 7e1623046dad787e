/**
 * The documents panels, the generation progress and the 'Review NBS Clauses' dialog (spec 02 §2, §4, §8, §9):
 * texts and timings the web app shows and the API does not send.
 */

/** Spec 02 §9 "Generation progress: 0.05, 0.5, 0.9, 1". */
export const GENERATION_PROGRESS = { requested: 0.05, accepted: 0.5, announced: 0.9, done: 1 } as const;
/**
 * How long the progress stays at 90 % once the file is announced and handed to the browser, before 100 %: both
 * in one tick, nobody sees the 90 % the specification shows.
 */
export const GENERATION_ANNOUNCED_HOLD_MS = 400;
/** Spec 02 §9: error toasts 3 s, success toast 2 s, the download-link toast 900000 ms. */
export const GENERATION_ERROR_TOAST_MS = 3_000;
export const GENERATION_SUCCESS_TOAST_MS = 2_000;
export const DOWNLOAD_LINK_TOAST_MS = 900_000;
/**
 * A generation whose event never arrives (the socket was down when it was sent) must not keep the generate
 * buttons disabled for good: after this long the wait ends with the error text.
 */
export const GENERATION_EVENT_TIMEOUT_MS = 180_000;

export const DOCUMENTS_TEXT = {
  title: "Documents",
  fixingSpec: "Fixing Spec",
  estimate: "Estimate",
  nbs: "NBS",
  improvedFixingSpec: "Improved Fixing Spec",
  generate: "Generate",
  history: "History",
  historyOf: (documentName: string) => `History of ${documentName}`,
  noVersions: "No versions yet",
  neverGenerated: "Not generated yet",
  latest: (date: string) => `Latest: ${date}`,
  /** Spec 02 §2: History entries read "version - date". */
  historyEntry: (version: number, date: string) => `${version} - ${date}`,
  /** An Improved Fixing Spec among the Fixing Spec's versions. */
  improvedEntry: (entry: string) => `${entry} (Improved)`,
  addData: "Add Data",
  loadingDocuments: "Loading documents...",
  downloadCsv: "Download CSV",
  /** A later version made from the same inputs, with the same results, as the one before it. */
  noChanges: "No changes since the previous version",
  moreChanges: (count: number) => `${count} more ${count === 1 ? "change" : "changes"}`,
  /** A group's name on the plot page, which lists the plot's documents and each roof's. */
  roofDocuments: (itemName: string) => `Documents of ${itemName}`,
  generating: "Generating...",
  /** The progress toast while a document is made. */
  generatingDocument: (documentName: string) => `Generating ${documentName}...`,
  generateImprovedFixingSpec: "Generate Improved Fixing Spec",
  /** The Add Data link's accessible name: what data the document waits for. */
  addDataFor: (documentName: string) => `Add Data for the ${documentName}`,
  /** Spec 02 §4: the success texts. */
  downloaded: (documentName: string) => `${documentName} downloaded`,
  /** Spec 02 §4: the link toast when the window has no focus. */
  downloadYourFile: "Download your file",
  errorGeneratingPdf: "Error generating PDF",
  errorGenerating: (documentName: string) => `Error generating ${documentName}`,
} as const;

/** Spec 02 §8: the documents panels' fetch errors. */
export const DOCUMENT_ERRORS = {
  fetchProjectDocuments: "Error fetching project documents",
  fetchPlotDocuments: "Error fetching plot documents",
  fetchRoofDocuments: "Error fetching roof documents",
  fileNotAvailable: "File is not available",
} as const;

/** Spec 02 §2 "Generate NBS dialog". */
export const REVIEW_NBS_DIALOG = {
  title: "Review NBS Clauses",
  text: "Would you like to review the NBS clauses for your project first?",
  review: "Review",
  generate: "Generate",
  cancel: "Cancel",
} as const;
