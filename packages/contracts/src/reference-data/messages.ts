/** Every product-management text of spec 03 §2.2, §5 and §8, written once. */

export { entityMessages } from "./entity-messages.js";

export const PRODUCT_MANAGEMENT_MESSAGES = {
  tabNotFound: "Tab not found",
  noData: "No data available.",
  loading: "Loading...",
  noColourMappings: "No colour mappings",
  noIdProvided: "Error: No ID provided",
  backToList: "Back to List",
  addNew: "Add New",
  search: "Search",
  edit: "Edit",
  delete: "Delete",
  save: "Save",
  cancel: "Cancel",
  confirmActivationTitle: "Confirm Activation",
  confirmActivationText: "Are you sure you want to activate this item?",
  tileInvalid:
    "Please add at least one Colour, Headlap Rule, Fixing and Solar Edging to make this tile configuration valid.",
  solarSystemInvalid:
    "Please add at least one Flashing, Corner Flashing and Window Conversion Kit to make this Solar System valid.",
  addColourMapping: "Add Colour Mapping",
  addComponent: "Add Component",
  componentLabel: "Component",
  minPitchAboveMax: "Min Pitch must be less than or equal to Max Pitch",
  maxPitchBelowMin: "Max Pitch must be greater than or equal to Min Pitch",
  selectionRequired: "Selection is required",
  subGroupRequired: "Sub Group is required",
  selectColoursRequired: "Select Colours is required",
  linkedColoursDisabledForFitting: "Linked tile colours apply only to tile components",
} as const;

export const REFERENCE_ERROR_MESSAGES = {
  fetchComponentsFailed: "Failed to fetch components",
  fetchComponentFailed: "Failed to fetch component",
  fetchPanelsFailed: "Failed to fetch panels",
  fetchWindowTypesFailed: "Failed to fetch window types",
  deleteComponentColoursFailed: "Failed to delete component colours.",
  getRoofSystemComponentFailed: "Failed to get roof system component.",
  deleteRoofSystemComponentFailed: "Failed to delete roof system component.",
  searchRoofSystemComponentsFailed: "Failed to search roof system components.",
  fetchFormulasFailed: "Failed to fetch formulas.",
  loadSolarEdgeComponentsFailed: "Unable to load solar edge components",
  loadFormulasOrEdgeTypesFailed: "Unable to load formulas or edge types",
  componentSearchFailed: "Component search failed",
  createSolarEdgeFailed: "Failed to create Solar Edge Component",
  updateSolarEdgeFailed: "Failed to update Solar Edge Component",
  deleteSolarEdgeFailed: "Failed to delete Solar Edge Component",
  solarSystemUnexpected: "An unexpected error has occurred retrieving this solar system",
  couldNotAddFlashing: "Could not add flashing",
  couldNotAddCornerFlashing: "Could not add corner flashing",
  couldNotAddWindowConversionKit: "Could not add window conversion kit",
  invalidComponentType: "Invalid component type",
} as const;

export const REFERENCE_SUCCESS_MESSAGES = {
  addedFlashing: "Added Flashing",
  addedCornerFlashing: "Added Corner Flashing",
  addedWindowConversionKit: "Added Window Conversion Kit",
} as const;

/** Headlap outside the tile's range (spec 03 §5; same wording as the roof editor). */
export const headlapRangeMessage = (min: number, max: number) => `Headlap must be between ${min} and ${max}mm.`;

/** Conflicts the API answers with 409 (DESIGN §5: the message names the clash). */
export const REFERENCE_CONFLICT_MESSAGES = {
  duplicate: (entity: string, field: string, value: string) => `A ${entity} with ${field} '${value}' already exists.`,
  inUse: (entity: string, usedBy: string) =>
    `This ${entity} cannot be deleted because it is used by ${usedBy}. Remove those first.`,
  alreadyInSystem: "This component is already part of the solar system.",
  wrongSolarType: (expected: string) => `The component must be one of the ${expected}.`,
} as const;
