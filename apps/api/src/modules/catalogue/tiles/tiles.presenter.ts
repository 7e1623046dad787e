import {
  type CamberType,
  type HeadlapRule,
  SOLAR_EDGE_TYPES,
  type SolarEdgeComponent,
  TILE_LEVER_ARM_FIELDS,
  TILE_SPECIFICATION_FIELDS,
  type Tile,
  type TileColour,
  type TileFixing,
} from "@portal/contracts";
import type {
  FixingWithComponent,
  HeadlapWithFinish,
  SolarEdgeWithNames,
  TileColourWithColour,
  TileWithNames,
} from "./tiles.repository.js";

const SPECIFICATION_KEYS = [...TILE_SPECIFICATION_FIELDS, ...TILE_LEVER_ARM_FIELDS].map((field) => field.key);

export function presentTile({ tile, tileTypeName, materialTypeName, isValid }: TileWithNames): Tile {
  const specification = Object.fromEntries(SPECIFICATION_KEYS.map((key) => [key, tile[key]])) as Pick<
    Tile,
    (typeof SPECIFICATION_KEYS)[number]
  >;
  return {
    id: tile.id,
    code: tile.code,
    name: tile.name,
    manufacturer: tile.manufacturer,
    description: tile.description,
    isActive: tile.isActive,
    tileTypeId: tile.tileTypeId,
    tileTypeName,
    isProfiled: tile.isProfiled,
    materialType: tile.materialType,
    materialTypeName,
    fixingCalculationAssembly: tile.fixingCalculationAssembly,
    colourMappingRules: tile.colourMappingRules,
    lapped: tile.lapped === 2 ? 2 : 1,
    noOfNails: tile.noOfNails === 2 ? 2 : 1,
    camberType: tile.camberType as CamberType,
    clipRxFailure: tile.clipRxFailure,
    ...specification,
    isValid: Boolean(isValid),
  };
}

export function presentTileColour(row: TileColourWithColour): TileColour {
  return {
    id: row.row.id,
    tileId: row.row.tileId,
    colourId: row.row.colourId,
    isValidHere: row.row.isValidHere,
    updatedByUserId: row.row.updatedByUserId,
    suffix: row.suffix,
    description: row.description,
    finishId: row.finishId,
    finishName: row.finishName,
  };
}

export function presentHeadlapRule({ rule, finishName }: HeadlapWithFinish): HeadlapRule {
  return {
    id: rule.id,
    exposure: rule.exposure,
    minRafter: rule.minRafter,
    maxRafter: rule.maxRafter,
    minPitch: rule.minPitch,
    maxPitch: rule.maxPitch,
    minHeadlap: rule.minHeadlap,
    finishId: rule.finishId,
    finishName,
    tileId: rule.tileId,
    updatedByUserId: rule.updatedByUserId,
  };
}

export function presentFixing(row: FixingWithComponent): TileFixing {
  return {
    mappingId: row.row.id,
    tileId: row.row.tileId,
    componentId: row.row.componentId,
    subType: row.row.subType,
    nbsSubType: row.row.nbsSubType,
    code: row.code,
    name: row.name,
    packQuantity: row.packQuantity,
    clipRxFailure: row.clipRxFailure,
    subTypeName: row.subTypeName,
    nbsSubTypeName: row.nbsSubTypeName,
  };
}

export function presentSolarEdge(row: SolarEdgeWithNames): SolarEdgeComponent {
  return {
    id: row.row.id,
    tileId: row.row.tileId,
    componentId: row.row.componentId,
    formulaId: row.row.formulaId,
    formulaName: row.formulaName,
    solarEdgeComponentType: row.row.solarEdgeComponentType,
    solarEdgeComponentTypeName: SOLAR_EDGE_TYPES.find((edge) => edge.id === row.row.solarEdgeComponentType)?.name ?? "",
    componentCode: row.componentCode,
    componentName: row.componentName,
  };
}
