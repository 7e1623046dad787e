/**
 * Visible texts of the plots panel, the plot and roof pages and their dialogs (spec 02 §2, §5, §8). The
 * browser tests find elements by these texts, so they are written once here.
 */

import { entityMessages } from "./reference-data/entity-messages.js";

/** Error toasts of spec 02 §8 for the plot and roof calls. */
export const PLOTS_UI_MESSAGES = {
  fetchPlotsFailed: "Error fetching plots",
  fetchPlotFailed: "Error fetching plot",
  createPlotFailed: "Error creating plot",
  updatePlotFailed: "Error updating plot",
  deletePlotFailed: "Error deleting plot",
  updateRoofFailed: "Error updating roof",
  createRoofFailed: "Error creating roof",
  deleteRoofFailed: "Error deleting roof",
} as const;

export const PLOTS_TEXT = {
  panelTitle: "Plots",
  tableCaption: "Plots of this project",
  name: "Name",
  recentlyEdited: "Recently Edited",
  viewPlot: "View Plot",
  addPlot: "Add Plot",
  rowOptions: (plotName: string) => `Options for ${plotName}`,
  options: "Options",
  rename: "Rename",
  clone: "Clone",
  delete: "Delete",
  save: "Save",
  errorTitle: "Error",
  loadingPlots: "Loading plots...",
  loadingPlot: "Loading plot...",
  noRoofs: "No roofs yet",
  renamePlot: "Rename Plot",
  clonePlot: "Clone Plot",
  deletePlot: entityMessages.deleteTitle("Plot"),
  /** Spec 03 §8's delete text; for a plot it adds that its roofs and documents go with it. */
  deletePlotConfirm: `${entityMessages.deleteText("plot")} All of its roofs and their documents will be deleted too.`,
  rowsPerPage: "Rows per page",
  previousPage: "Previous page",
  nextPage: "Next page",
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  totalPlots: (count: number) => `${count} ${count === 1 ? "plot" : "plots"}`,
} as const;

export const ROOFS_TEXT = {
  roofs: "Roofs",
  addNewRoof: "Add New Roof",
  editRoof: "Edit Roof",
  roofOptions: (roofName: string) => `Options for ${roofName}`,
  lastUpdated: (when: string) => `Last updated ${when}`,
  noRoofsTitle: "No roofs yet",
  noRoofsText: "Add a roof to start its calculations.",
  renameRoof: "Rename Roof",
  cloneRoof: "Clone Roof",
  deleteRoof: entityMessages.deleteTitle("Roof"),
  deleteRoofConfirm: entityMessages.deleteText("roof"),
  backToPlot: "Back to Plot",
  rename: "Rename",
  loadingRoof: "Loading roof...",
  generateFixingSpec: "Generate Fixing Spec",
  generateEstimate: "Generate Estimate",
  generateNbs: "Generate NBS",
  documentsUnavailable: "Available once the roof has the data this document needs.",
} as const;

/** Roof links in the plots table show at most this many characters of the name, then "..." (spec 02 §2). */
export function truncateRoofName(name: string, maxLength: number): string {
  return name.length > maxLength ? `${name.slice(0, maxLength)}...` : name;
}

/** The project page's Files tab (spec 02 §2, §4, §5); its messages are PROJECT_FILE_MESSAGES. */
export const PROJECT_FILES_TEXT = {
  title: "Files",
  chooseFiles: "Upload files",
  dropHint: "Drag and drop files here, or choose them.",
  allowedTypes: (extensions: readonly string[]) => `Allowed types: ${extensions.join(", ")}`,
  fileName: "Name",
  fileType: "Type",
  dateCreated: "Date",
  download: "Download",
  delete: "Delete",
  deleteFile: "Delete File",
  deleteFileConfirm: (fileName: string) => `Are you sure you want to delete "${fileName}"?`,
  tableCaption: "Files of this project",
  loadingFiles: "Loading files...",
} as const;
