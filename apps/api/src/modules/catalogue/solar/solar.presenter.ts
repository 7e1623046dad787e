import {
  SOLAR_COMPONENT_TYPES,
  type SolarComponent,
  type SolarSystem,
  type SolarSystemMember,
} from "@portal/contracts";
import type { SolarComponentRow } from "./solar.repository.js";

export function presentSolarComponent(row: SolarComponentRow): SolarComponent {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    description: row.description,
    power: row.power,
    height: row.height,
    width: row.width,
    windResistance: row.windResistance,
    type: row.type,
    subType: row.subType,
  };
}

const member = (row: SolarComponentRow): SolarSystemMember => ({
  id: row.id,
  code: row.code,
  name: row.name,
  subType: row.subType,
});

export function presentSolarSystem(
  systemId: number,
  panel: SolarComponentRow,
  members: Array<{ kind: number; component: SolarComponentRow }>,
): SolarSystem {
  const ofKind = (kind: number) =>
    members.filter((entry) => entry.kind === kind).map((entry) => member(entry.component));
  const flashingItems = ofKind(SOLAR_COMPONENT_TYPES.flashing);
  const cornerFlashingItems = ofKind(SOLAR_COMPONENT_TYPES.cornerFlashing);
  const windowConversionKitItems = ofKind(SOLAR_COMPONENT_TYPES.windowConversionKit);
  return {
    id: systemId,
    solarComponentSystemId: systemId,
    solarComponentId: panel.id,
    panelCode: panel.code,
    panelName: panel.name,
    flashings: flashingItems.map((item) => item.id),
    cornerFlashings: cornerFlashingItems.map((item) => item.id),
    windowConversionKits: windowConversionKitItems.map((item) => item.id),
    flashingItems,
    cornerFlashingItems,
    windowConversionKitItems,
    isValid: flashingItems.length > 0 && cornerFlashingItems.length > 0 && windowConversionKitItems.length > 0,
  };
}
