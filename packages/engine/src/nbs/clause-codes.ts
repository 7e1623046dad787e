/**
 * The numbers an NBS clause is stored and selected by (spec 03 §4), defined once: the contracts re-export them
 * as LOCATION_OF_INPUT and NBS_SELECTION through the engine's "./nbs-clause-codes" entry. This file imports
 * nothing, so the contracts bring these constants and no other engine code into a bundle's module graph.
 */

/**
 * Where a clause's input comes from: 0 None, 1 Roofdatainput, 2 Systemselection, 3 ProjectTileSelection,
 * 4 Manual, 5 Roofdata.
 */
export const NBS_LOCATION_OF_INPUT = {
  none: 0,
  roofDataInput: 1,
  systemSelection: 2,
  projectTileSelection: 3,
  manual: 4,
  roofData: 5,
} as const;
export type NbsLocationOfInput = (typeof NBS_LOCATION_OF_INPUT)[keyof typeof NBS_LOCATION_OF_INPUT];

/** Clause selection: 1 required, 2 optional. */
export const NBS_CLAUSE_SELECTION = { required: 1, optional: 2 } as const;
