/**
 * Answers of the API in well-known states, for the API's tests and the web's fakes alike, so both sides agree on
 * what the server sends.
 */
import type { ProductComponent } from "../reference-data/index.js";
import type { RoofNbsClauses } from "../roof-nbs.js";
import type { ProjectSiteInputs } from "../site-data.js";

/** A project's site inputs before anything is entered: every value null, at the first version. */
export function siteInputsNothingEntered(): ProjectSiteInputs {
  return {
    altitude: null,
    terrain: null,
    distanceInsideTown: null,
    hasSignificantOrography: null,
    vbMapOverride: null,
    vbMapOverrideReason: null,
    version: 1,
  };
}

/** A roof's NBS clauses while it has no tile: none, and the earlier sections marked incomplete. */
export function roofNbsClausesWithoutTile(roofId: number): RoofNbsClauses {
  return {
    roofId,
    earlierSectionsIncomplete: true,
    workSection: null,
    headers: [],
    nbsRequiredClauses: [],
    nbsOptionalClauses: [],
    nbsSelectedOptionalClauses: [],
    documentNeeds: [],
    version: 1,
  };
}

/** A product component as the catalogue answers it: a tile clip in packs of 250, unless overridden. */
export function productComponent(overrides: Partial<ProductComponent> = {}): ProductComponent {
  return {
    id: 5,
    code: "CL-IT",
    name: "Tile clip",
    manufacturer: null,
    type: 2,
    typeName: "Fitting",
    subType: 4,
    subTypeName: "Clip",
    nbsSubProductType: null,
    nbsSubProductTypeName: null,
    counterBattenDepth: null,
    isAirPermeable: false,
    underlayPerArea: null,
    roundUp: "Y",
    addedWastage: null,
    isRblkend: false,
    isHblkend: false,
    isTileFixing: true,
    tileFitting: 1,
    packQuantity: 250,
    clipRxFailure: 2000,
    resistance: null,
    comments: null,
    isActive: false,
    specialInfo: null,
    ...overrides,
  };
}
