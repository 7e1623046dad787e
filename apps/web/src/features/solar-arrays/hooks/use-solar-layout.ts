/**
 * The engine's layout of the design, worked out in the browser as the user paints (no round trip): validity,
 * the problem cells, power and dimensions, and whether the array fits the roof's slopes as the API checks it.
 * The kit list shown stays the server's (one source for it).
 */
import {
  SOLAR_COMPONENT_TYPES,
  type SolarComponent,
  type SolarRoofShape,
  solarRoofFitProblem,
  solarSystemKitsOf,
} from "@portal/contracts";
import { layoutSolarArray, roofShortfallOfLayout, type SolarArrayLayout } from "@portal/engine/solar";
import { useMemo } from "react";
import { useAvailableComponents } from "../api/get-available-components";
import { useSolarComponents } from "../api/get-solar-components";
import type { SolarDesign } from "../lib/design";

export interface SolarLayoutState {
  /** Null until the catalogue the layout needs has loaded. */
  layout: SolarArrayLayout | null;
  panels: SolarComponent[];
  windowTypes: SolarComponent[];
}

/** The layout with the problem of an array too tall or too wide for the roof, as the API refuses it. */
function withRoofFit(layout: SolarArrayLayout, roofShape: SolarRoofShape | null): SolarArrayLayout {
  if (roofShape === null) return layout;
  const shortfall = roofShortfallOfLayout(layout, roofShape);
  if (shortfall === null) return layout;
  return { ...layout, valid: false, problems: [...layout.problems, solarRoofFitProblem(shortfall)] };
}

/** `roofShape`: the roof's slopes and gauge from its calculation; null before the roof is calculated. */
export function useSolarLayout(design: SolarDesign, roofShape: SolarRoofShape | null): SolarLayoutState {
  const panels = useSolarComponents(SOLAR_COMPONENT_TYPES.panel);
  const windowTypes = useSolarComponents(SOLAR_COMPONENT_TYPES.windowType);
  const connectors = useSolarComponents(SOLAR_COMPONENT_TYPES.arcboxConnector);
  const available = useAvailableComponents(design.panelId, design.orientation);
  const isReady =
    panels.isSuccess &&
    windowTypes.isSuccess &&
    connectors.isSuccess &&
    (design.panelId === null || available.isSuccess);

  const layout = useMemo(() => {
    if (!isReady) return null;
    const panel = panels.data.find((item) => item.id === design.panelId) ?? null;
    const members = design.panelId === null ? [] : (available.data ?? []);
    const windowType = windowTypes.data.find((item) => item.id === design.windowId) ?? null;
    const connector = connectors.data[0] ?? null;
    try {
      const layout = layoutSolarArray({
        grid: design.grid,
        orientation: design.orientation,
        windowCells: design.windowLocations,
        panel,
        window: windowType,
        // A panel without a solar system has no members: the engine reports "invalid-system".
        system: members.length === 0 ? null : solarSystemKitsOf(members),
        arcboxConnector: connector,
      }).result;
      return withRoofFit(layout, roofShape);
    } catch (error) {
      // The design is kept consistent (a window is always on a painted cell); anything the engine still refuses
      // is shown as a problem rather than breaking the page.
      const message = error instanceof Error ? error.message : String(error);
      return {
        valid: false,
        problems: [{ code: "missing-component" as const, message, cells: [] }],
        panelCount: 0,
        windowCount: 0,
        cellKits: [],
        kitList: [],
        powerKwp: 0,
        heightMm: 0,
        widthMm: 0,
      } satisfies SolarArrayLayout;
    }
  }, [isReady, design, panels.data, windowTypes.data, connectors.data, available.data, roofShape]);

  return { layout, panels: panels.data ?? [], windowTypes: windowTypes.data ?? [] };
}
