/** Components the user added by hand → the engine's manual components, in the colour chosen or inherited. */
import type { EstimateUnit } from "@portal/engine";
import type { ColourRow, ComponentColourRow, ProductComponentRow } from "./catalogue.repository.js";
import {
  CatalogueInputError,
  type CatalogueSelection,
  type Mapped,
  type ResolvedColour,
  type ResolvedManualComponent,
} from "./catalogue-input-types.js";
import { colouredReference, colourNote, componentColourFor, groupBy, isEstimateUnit } from "./system-inputs.js";

export function manualComponentsFromRows(input: {
  requested: NonNullable<CatalogueSelection["manualComponents"]>;
  components: readonly ProductComponentRow[];
  componentColours: readonly ComponentColourRow[];
  systemUnits: ReadonlyArray<{ productId: number; unit: string }>;
  tileColour: ColourRow | null;
}): Mapped<{ manualComponents: ResolvedManualComponent[] }> {
  const notes: string[] = [];
  const componentsById = new Map(input.components.map((component) => [component.id, component]));
  const coloursByProduct = groupBy(input.componentColours, (mapping) => mapping.productId);
  const manualComponents = input.requested.map((request, index): ResolvedManualComponent => {
    const field = `manualComponents[${index}]`;
    const component = componentsById.get(request.componentId);
    if (component === undefined) {
      throw new CatalogueInputError(
        `${field}.componentId`,
        "not found",
        `Manual component ${request.componentId} does not exist`,
      );
    }
    const label = `Manual component ${component.code}`;
    if (!component.isActive) notes.push(`${label} is inactive`);
    const componentColours = coloursByProduct.get(component.id) ?? [];
    let resolved: ResolvedColour;
    if (request.colourId !== null && componentColours.length > 0) {
      const chosen = componentColours.find((mapping) => mapping.colour.id === request.colourId);
      if (chosen === undefined) {
        throw new CatalogueInputError(
          `${field}.colourId`,
          "not for this tile",
          `Colour ${request.colourId} is not a colour of ${component.code}`,
        );
      }
      resolved = { colour: chosen.colour, source: "chosen for the manual component" };
    } else {
      if (request.colourId !== null) notes.push(`${label} has no colours; the chosen colour is ignored`);
      resolved = componentColourFor({
        fixedColour: null,
        mappingColour: null,
        tileColour: input.tileColour,
        componentColours,
      });
      if (resolved.colour === null) {
        const note = colourNote(component.code, label, input.tileColour, componentColours.length > 0);
        if (note !== null) notes.push(note);
      }
    }
    // Product components carry no unit; the unit the tile's systems count the component in is the natural one.
    const systemUnit = input.systemUnits.find((unit) => unit.productId === component.id)?.unit;
    let unit: EstimateUnit = "Off";
    if (systemUnit !== undefined && isEstimateUnit(systemUnit)) unit = systemUnit;
    else notes.push(`${label}: no roof system of the tile counts it, so its quantity is taken as a count ("Off")`);
    return {
      ...colouredReference(component, resolved.colour),
      unit,
      quantity: request.quantity,
      ...(component.packQuantity !== null && component.packQuantity > 0
        ? { packQuantity: component.packQuantity }
        : {}),
      ...(component.addedWastage === null ? {} : { addedWastagePercent: component.addedWastage }),
      productId: component.id,
      componentCode: component.code,
      colour: resolved.colour,
      colourSource: resolved.source,
    };
  });
  return { manualComponents, notes };
}
