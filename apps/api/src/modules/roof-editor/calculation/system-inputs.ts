/** The roof's edge systems and the colour each component takes → the engine's system selections. */
import { COMPONENT_UNITS, EDGE_TYPES, PRODUCT_COMPONENT_SUBTYPE, type RoofSystemGroupName } from "@portal/contracts";

import type { EdgeKey, EstimateUnit } from "@portal/engine";
import type {
  ColourRow,
  ComponentColourRow,
  RoofSystemComponentRow,
  RoofSystemRow,
  TileRow,
} from "./catalogue.repository.js";
import {
  CatalogueInputError,
  type Mapped,
  type ResolvedColour,
  type ResolvedRoofSystem,
  type ResolvedSystemComponent,
} from "./catalogue-input-types.js";

/**
 * The colour a component is ordered in: the system component's fixed colour (mapped_id); else the component
 * colour mapping chosen on it (component_mapping_id); else it follows the tile colour, through the component
 * colour whose linked tile colours hold the tile colour's suffix, or a component colour that is the tile
 * colour itself (docs/decisions/catalogue.md "Roof-system component payload"). A component with no colours
 * is uncoloured.
 */
export function componentColourFor(input: {
  fixedColour: ColourRow | null;
  mappingColour: ColourRow | null;
  tileColour: ColourRow | null;
  componentColours: readonly ComponentColourRow[];
}): ResolvedColour {
  if (input.fixedColour !== null) return { colour: input.fixedColour, source: "fixed colour of the system component" };
  if (input.mappingColour !== null) {
    return { colour: input.mappingColour, source: "colour mapping chosen on the system component" };
  }
  const tileColour = input.tileColour;
  if (tileColour === null) return { colour: null, source: "none" };
  const suffix = tileColour.suffix.toLowerCase();
  const linked = input.componentColours.find((mapping) =>
    mapping.linkedTileColours.some((linkedSuffix) => linkedSuffix.toLowerCase() === suffix),
  );
  if (linked !== undefined) return { colour: linked.colour, source: "linked to the tile colour" };
  const same = input.componentColours.find((mapping) => mapping.colour.id === tileColour.id);
  if (same !== undefined) return { colour: same.colour, source: "same as the tile colour" };
  return { colour: null, source: "none" };
}

/**
 * A colour is ordered by the component's code followed by the colour's suffix: the catalogue keeps one code per
 * component and names each colour by its suffix (spec 03 §3.1 colour: suffix), so code and suffix together say
 * what to order.
 */
export function colouredReference(
  component: { code: string; name: string },
  colour: ColourRow | null,
): { code: string; name: string } {
  return colour === null
    ? { code: component.code, name: component.name }
    : { code: `${component.code}-${colour.suffix}`, name: `${component.name}, ${colour.description}` };
}

export function colourNote(
  code: string,
  where: string,
  tileColour: ColourRow | null,
  hasColours: boolean,
): string | null {
  if (!hasColours) return null;
  return tileColour === null
    ? `${where}: ${code} comes in colours but no tile colour is chosen; it is listed uncoloured`
    : `${where}: no colour of ${code} goes with tile colour ${tileColour.suffix} and the system fixes none; it is listed uncoloured`;
}

// ---------------------------------------------------------------------------------------------------------
// Roof systems

/** The roof-system group that serves each edge (spec 03 §3.2; contracts EDGE_TYPES). */
export const EDGE_GROUPS = Object.fromEntries(EDGE_TYPES.map((edge) => [edge.key, edge.group])) as Record<
  EdgeKey,
  RoofSystemGroupName
>;

export function isEstimateUnit(unit: string): unit is EstimateUnit {
  return (COMPONENT_UNITS as readonly string[]).includes(unit);
}

/** Product components keep Round Up as "Y"/"N" (spec 03 §3.1, default Y). */
const roundsUp = (value: string) => value.trim().toUpperCase() !== "N";

export function roofSystemsFromRows(input: {
  tile: Pick<TileRow, "code">;
  tileColour: ColourRow | null;
  edgeSystems: Partial<Record<EdgeKey, number>>;
  systems: readonly RoofSystemRow[];
  components: readonly RoofSystemComponentRow[];
  componentColours: readonly ComponentColourRow[];
  pitchDeg?: number | undefined;
}): Mapped<{ systems: ResolvedRoofSystem[] }> {
  const notes: string[] = [];
  const systemsById = new Map(input.systems.map((system) => [system.id, system]));
  const coloursByProduct = groupBy(input.componentColours, (mapping) => mapping.productId);
  const resolved: ResolvedRoofSystem[] = [];
  for (const [edge, systemId] of Object.entries(input.edgeSystems) as Array<[EdgeKey, number | undefined]>) {
    if (systemId === undefined) continue;
    const field = `edgeSystems.${edge}`;
    const system = systemsById.get(systemId);
    if (system === undefined) {
      throw new CatalogueInputError(field, "not found", `Roof system ${systemId} chosen for ${edge} does not exist`);
    }
    const label = `Roof system ${system.id} "${system.name}"`;
    if (!system.isActive) throw new CatalogueInputError(field, "inactive", `${label} is inactive`);
    if (system.associatedProductCode.toLowerCase() !== input.tile.code.toLowerCase()) {
      throw new CatalogueInputError(
        field,
        "not for this tile",
        `${label} is for tile ${system.associatedProductCode}, not ${input.tile.code}`,
      );
    }
    const group = EDGE_GROUPS[edge];
    if (system.groupName !== group) {
      throw new CatalogueInputError(
        field,
        "wrong kind",
        `${label} is a ${system.groupName} system and cannot serve the ${group} edge`,
      );
    }
    if (input.pitchDeg !== undefined && (input.pitchDeg < system.minPitch || input.pitchDeg > system.maxPitch)) {
      notes.push(`${label} is made for pitches ${system.minPitch}–${system.maxPitch}°, not ${input.pitchDeg}°`);
    }
    const components = input.components
      .filter((component) => component.roofSystemId === system.id)
      .map((component, index): ResolvedSystemComponent => {
        if (!isEstimateUnit(component.unit)) {
          throw new CatalogueInputError(
            `${field}.components[${index}].unit`,
            "invalid value",
            `${label}: component ${component.code} has unit "${component.unit}", not one of ${COMPONENT_UNITS.join(", ")}`,
          );
        }
        if (!component.isActive) notes.push(`${label}: component ${component.code} is inactive`);
        const componentColours = coloursByProduct.get(component.productId) ?? [];
        const { colour, source } = componentColourFor({
          fixedColour: component.fixedColour,
          mappingColour: component.mappingColour,
          tileColour: input.tileColour,
          componentColours,
        });
        if (colour === null) {
          const note = colourNote(component.code, label, input.tileColour, componentColours.length > 0);
          if (note !== null) notes.push(note);
        }
        return {
          ...colouredReference(component, colour),
          number: component.number,
          per: component.per,
          unit: component.unit,
          formulaId: component.formulaId,
          ...(component.packQuantity !== null && component.packQuantity > 0
            ? { packQuantity: component.packQuantity }
            : {}),
          ...(component.addedWastage === null ? {} : { addedWastagePercent: component.addedWastage }),
          roundUp: roundsUp(component.roundUp),
          ...(component.subType === PRODUCT_COMPONENT_SUBTYPE.endCap ? { isEndCap: true } : {}),
          productId: component.productId,
          componentCode: component.code,
          colour,
          colourSource: source,
        };
      });
    if (components.length === 0) notes.push(`${label} has no components`);
    resolved.push({ edge, systemName: system.name, systemId: system.id, groupName: system.groupName, components });
  }
  return { systems: resolved, notes };
}

export function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group === undefined) groups.set(key(item), [item]);
    else group.push(item);
  }
  return groups;
}
