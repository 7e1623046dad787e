import type { SolarArray, SolarKitRow, SolarProblem, SolarWindCheck } from "@portal/contracts";
import type { SolarArrayRow } from "./solar-arrays.repository.js";

/** What the engine worked out for a stored design (solar-arrays.service.ts#evaluate). */
export interface SolarArrayEvaluation {
  kitList: SolarKitRow[];
  powerKwp: number;
  heightMm: number;
  widthMm: number;
  valid: boolean;
  problems: SolarProblem[];
  windCheck: SolarWindCheck | null;
}

const idsOfKind = (kitList: readonly SolarKitRow[], kind: SolarKitRow["kind"]) => [
  ...new Set(kitList.filter((row) => row.kind === kind).map((row) => row.componentId)),
];

/** A stored array with its derived values, in the specification's field names (spec 03 §3.2). */
export function presentSolarArray(row: SolarArrayRow, evaluation: SolarArrayEvaluation): SolarArray {
  const { kitList } = evaluation;
  return {
    id: row.id,
    roofId: row.roofId,
    version: row.version,
    arrayNumber: row.position,
    orientationFromSouth: row.orientationFromSouth,
    panelLocation: row.panelLocation,
    panelId: row.panelId,
    orientation: row.orientation,
    array: row.grid,
    windowId: row.windowId,
    windowLocations: row.windowLocations,
    solarPanelIds: idsOfKind(kitList, "panel"),
    flashingIds: idsOfKind(kitList, "flashing"),
    cornerFlashingIds: idsOfKind(kitList, "cornerFlashing"),
    windowConversionKitIds: idsOfKind(kitList, "windowConversionKit"),
    arcboxConnectorIds: idsOfKind(kitList, "arcboxConnector"),
    inverterIds: row.inverterIds,
    chargerIds: row.chargerIds,
    kitList,
    power: evaluation.powerKwp,
    arrayHeight: evaluation.heightMm,
    arrayWidth: evaluation.widthMm,
    isValid: evaluation.valid,
    problems: evaluation.problems,
    windCheck: evaluation.windCheck,
  };
}
