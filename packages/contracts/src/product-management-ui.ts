/**
 * Visible texts of product management (spec 03 §2.2, §9) that the web app shows and the API does not send: the
 * page, the generic list and form, and each tab's item words, column headers, field labels and sections. The
 * messages the API shares (validation, 'Tab not found', the buttons of spec 03 §8) are PRODUCT_MANAGEMENT_MESSAGES
 * in the main entry; the catalogue's values (tile types, sub types, units) are its data, not texts.
 *
 * An item's words: `entity` in lower case for its messages ('Delete Finish', 'delete this finish'), `title` for
 * 'Add {title}' and 'Edit {title}'. A save's toasts use the same words, but for the two items below.
 */

import { SHELL_TEXT } from "./ui.js";

/** The page, the generic list (search, sort, pager) and the component picker every tab shares. */
export const PRODUCT_MANAGEMENT_TEXT = {
  title: SHELL_TEXT.productManagement,
  tabsLabel: "Product management",
  /** The hidden header of a list's options column, and its menu per row. */
  options: "Options",
  rowOptions: (row: string) => `Options for ${row}`,
  pager: "Pager",
  firstPage: "First page",
  previousPage: "Previous page",
  nextPage: "Next page",
  lastPage: "Last page",
  page: (page: number) => `Page ${page}`,
  rowsPerPage: "Rows per page",
  /** A yes/no value in a list's cell. */
  yes: "Yes",
  no: "No",
  chosenComponent: "Chosen component",
  chosenAddedWastage: "Added Wastage:",
  chosenPackQuantity: "Pack Quantity:",
} as const;

export const FINISHES_TEXT = {
  entity: "finish",
  title: "Finish",
  name: "Name",
} as const;

export const COLOURS_TEXT = {
  entity: "colour",
  title: "Colour",
  suffix: "Suffix",
  description: "Description",
  finish: "Finish",
  finishName: "Finish name",
  tileType: "Tile Type",
  colourHexValue: "Colour Hex Value",
  imageUrl: "Image Url",
} as const;

/** The colour-mapping table's own words, the same under a tile and under a product component. */
const COLOUR_MAPPINGS_TEXT = {
  section: "Colour Mappings",
  entity: "colour mapping",
  title: "Colour Mapping",
  suffix: "Suffix",
  description: "Description",
  finish: "Finish",
} as const;

export const TILES_TEXT = {
  entity: "tile",
  title: "Tile",
  code: "Code",
  name: "Name",
  manufacturer: "Manufacturer",
  tileType: "Tile Type",
  materialType: "Material Type",
  fixingCalculationAssembly: "Fixing Calculation Assembly",
  colourMappingRules: "Colour Mapping Rules",
  lapped: "Lapped",
  singleLapped: "1 – Single",
  doubleLapped: "2 – Double",
  noOfNails: "No Of Nails",
  camberType: "Camber Type",
  clipRxFailure: "Clip Rx Failure",
  isProfiled: "Is Profiled",
  isActive: "Is Active?",
  isValid: "Valid?",
  description: "Description",
  /** The edit form's groups. */
  tileGroup: "Tile",
  specificationGroup: "Specification",
  leverArmsGroup: "Lever arms (SB/BB battens, 75/100 mm lap)",
  /** The picker of a fixing's or solar edge's product component. */
  component: "Component",
  colourMappings: {
    ...COLOUR_MAPPINGS_TEXT,
    colour: "Colour",
    isValidHere: "Is Valid Here",
  },
  headlapRules: {
    section: "Headlap Rules",
    entity: "headlap rule",
    title: "Headlap Rule",
    minRafter: "Min Rafter",
    maxRafter: "Max Rafter",
    minPitch: "Min Pitch",
    maxPitch: "Max Pitch",
    minHeadlap: "Min Headlap",
    finish: "Finish",
    exposure: "Exposure",
  },
  fixingComponents: {
    section: "Fixing Components",
    entity: "fixing component",
    title: "Fixing Component",
    code: "Code",
    name: "Name",
    packQuantity: "Pack Quantity",
    clipRxFailure: "Clip Rx Failure",
    subType: "Sub Type",
    nbsSubType: "Nbs Sub Type",
  },
  solarEdgeComponents: {
    section: "Solar Edge Components",
    entity: "solar edge component",
    title: "Solar Edge Component",
    componentCode: "Product Component Code",
    name: "Name",
    formula: "Formula",
    edge: "Edge",
  },
} as const;

export const PRODUCT_COMPONENTS_TEXT = {
  entity: "product component",
  title: "Product Component",
  code: "Code",
  name: "Name",
  manufacturer: "Manufacturer",
  type: "Type",
  subType: "Sub Type",
  nbsSubProductType: "NBS Sub Product Type",
  packQuantity: "Pack Quantity",
  addedWastage: "Added Wastage",
  roundUp: "Round Up",
  clipRxFailure: "Clip Rx Failure",
  resistance: "Resistance",
  counterBattenDepth: "Counter Batten Depth",
  underlayPerArea: "Underlay Per Area",
  isAirPermeable: "Is Air Permeable",
  isTileFixing: "Is Tile Fixing",
  isRblkend: "Is Rblkend",
  isHblkend: "Is Hblkend",
  isActive: "Is Active?",
  comments: "Comments",
  specialInfo: "Special Info",
  colourMappings: {
    ...COLOUR_MAPPINGS_TEXT,
    linkedTileColours: "Linked Tile Colours",
    selectColours: "Select Colours",
  },
} as const;

export const ROOF_SYSTEMS_TEXT = {
  entity: "roof system",
  title: "Roof System",
  name: "Name",
  groupName: "Group Name",
  associatedProductCode: "Associated Product Code",
  minPitch: "Min Pitch",
  maxPitch: "Max Pitch",
  nbsClause: "NBS Clause",
  nbsSection: "NBS Section",
  clauseSubgroup: "Clause Subgroup",
  isActive: "Is Active?",
  componentCount: "Components",
  components: {
    section: "Components",
    entity: "roof system component",
    title: "Component",
    code: "Code",
    name: "Name",
    addedWastage: "Added Wastage",
    number: "Number",
    per: "Per",
    unit: "Unit",
    formulaId: "Formula ID",
    subType: "Sub Type",
    nbsSubType: "NBS Sub Type",
  },
} as const;

export const NBS_HEADERS_TEXT = {
  entity: "NBS header",
  title: "NBS Header",
  number: "Number",
  text: "Text",
  clauses: {
    section: "Clauses",
    entity: "clause",
    title: "Clause",
    sortOrder: "Sort Order",
    subHeading: "Sub Heading",
    clauseSection: "Clause Section",
    selection: "Selection",
    subGroup: "Sub Group",
    relatedProductType: "Related Product Type",
    locationOfInput: "Location Of Input",
    relatedSubProductType: "Related Sub Product Type",
    nbsSubProductType: "NBS Sub Product Type",
    ruleDescription: "Rule Description",
    text: "Text",
  },
} as const;

export const SOLAR_COMPONENTS_TEXT = {
  entity: "solar component",
  title: "Solar Component",
  typesLabel: "Solar component types",
  code: "Code",
  name: "Name",
  power: "Power (kWp)",
  height: "Height",
  heightMm: "Height (mm)",
  width: "Width",
  widthMm: "Width (mm)",
  windResistance: "Wind Resistance",
  windResistanceKpa: "Wind Resistance (kPa)",
  subType: "Sub Type",
  description: "Description",
  /** The coloured code marker of spec 03 §4, named for a screen reader. */
  marker: (subType: number | null, name: string) => `Marker ${subType}: ${name}`,
} as const;

export const SOLAR_SYSTEMS_TEXT = {
  entity: "solar system",
  title: "Solar System",
  panelCode: "Panel Code",
  panelName: "Panel Name",
  flashingCount: "Flashings",
  cornerFlashingCount: "Corner Flashings",
  windowConversionKitCount: "Window Conversion Kits",
  isValid: "Valid?",
  solarComponent: "Solar Component",
  /** Before the panel's code and name on the system's page. */
  panel: "Panel:",
  name: "Name",
  code: "Code",
  flashings: { section: "Flashings", entity: "flashing", title: "Flashing" },
  cornerFlashings: { section: "Corner Flashings", entity: "corner flashing", title: "Corner Flashing" },
  windowConversionKits: {
    section: "Window Conversion Kits",
    entity: "window conversion kit",
    title: "Window Conversion Kit",
  },
} as const;

/** An item's words as its save's toasts use them ('Failed to create {entity}.', '{title} created successfully.'). */
export interface ItemWords {
  entity: string;
  title: string;
}

/** A product component's colour mapping is saved as 'component colours'. */
export const COMPONENT_COLOUR_SAVE_WORDS: ItemWords = { entity: "component colours", title: "Colour Mapping" };
/** A roof system's component is saved as a 'Roof system component', as its delete says. */
export const ROOF_SYSTEM_COMPONENT_SAVE_WORDS: ItemWords = {
  entity: "roof system component",
  title: "Roof system component",
};
