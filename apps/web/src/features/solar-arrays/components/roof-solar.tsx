import { Suspense } from "react";
import { lazyComponent } from "@/lib/lazy-component";
import { useRoofSolar } from "../hooks/use-roof-solar";
import { SolarSwitch } from "./solar-switch";

// The designer (and the engine it runs in the browser) is fetched only for a roof that has arrays.
const SolarPanel = lazyComponent(() => import("./solar-panel"), "SolarPanel");

/**
 * What the roof editor hosts of the solar designer (its `solar` prop, spec 03 §2.3): the Solar switch beside
 * Vertical Tiling, the Solar Panel while the roof has arrays, and the question Vertical Tiling asks first.
 * The page builds it here and hands it to the editor: features do not import each other.
 */
export function useRoofSolarSlot(roofId: number) {
  const solar = useRoofSolar(roofId);
  return {
    /** The roof has arrays: the public wizard then offers its Solar Designer step (spec 01 §2.8). */
    isOn: solar.isOn,
    renderSwitch: (verticalTiling: boolean) => <SolarSwitch solar={solar} verticalTiling={verticalTiling} />,
    panel: solar.isOn ? (
      <Suspense fallback={null}>
        <SolarPanel roofId={roofId} arrayIds={solar.arrayIds} />
      </Suspense>
    ) : null,
    turnOffForVerticalTiling: solar.turnOff,
  };
}
