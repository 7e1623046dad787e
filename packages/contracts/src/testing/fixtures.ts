/**
 * Answers of the API in well-known states, for the API's tests and the web's fakes alike, so both sides agree on
 * what the server sends.
 */
import type { Project } from "../projects.js";
import type { ProductComponent } from "../reference-data/index.js";
import type { FactorInUse } from "../roof-data.js";
import { type RoofNbsClauses, roofNbsClausesIncomplete } from "../roof-nbs.js";
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

/**
 * The staff-only lookups of a project as staff fill them in and as the saved project carries them: the same
 * person (9) as sales lead and project owner, source 1, status 3 and category 1.
 */
export function projectStaffChoices(): Pick<
  Project,
  "salesPersonId" | "projectOwnerId" | "projectSourceId" | "projectStatusId" | "projectCategoryId"
> {
  return { salesPersonId: 9, projectOwnerId: 9, projectSourceId: 1, projectStatusId: 3, projectCategoryId: 1 };
}

/** A roof's NBS clauses while it has no tile, at the selection's first version. */
export function roofNbsClausesWithoutTile(roofId: number): RoofNbsClauses {
  return roofNbsClausesIncomplete(roofId, 1);
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

/**
 * The load factors a roof calculated with the seeded catalogue reports in use: the seeded tile's γQ 1.5 and
 * consequence class CC2 (KFI 1), the specification's γG and the first seeded underlay's f_u (it is
 * air-permeable), so KFI and f_u differ from the defaults an override starts at.
 */
export function factorsInUseOfSeededRoof(): FactorInUse[] {
  return [
    { variable: "variableLoadSafteyFactor", symbol: "γQ", value: 1.5, source: "tile", sourceLabel: "tile" },
    {
      variable: "multiplyingFactor",
      symbol: "KFI",
      value: 1,
      source: "consequenceClass",
      sourceLabel: "consequence class CC2",
    },
    {
      variable: "permanentLoadSafteyFactor",
      symbol: "γG",
      value: 1,
      source: "specificationDefault",
      sourceLabel: "specification default",
    },
    { variable: "variableFu", symbol: "f_u", value: 1.1, source: "underlay", sourceLabel: "air-permeable underlay" },
  ];
}
