import { SOLAR_ARRAY_TEXT } from "@portal/contracts/ui";
import { YesNoDialog } from "@/components/ui/confirm-dialog";
import { Switch } from "@/components/ui/switch";
import type { RoofSolarController } from "../hooks/use-roof-solar";

export interface SolarSwitchProps {
  solar: RoofSolarController;
  /** Vertical Tiling is on: a vertical roof takes no in-roof solar (spec 03 §4). */
  verticalTiling: boolean;
}

/**
 * The Solar switch in Fixing Spec Data, with the confirmation that turning solar off asks (from this switch or
 * from Vertical Tiling).
 */
export function SolarSwitch({ solar, verticalTiling }: SolarSwitchProps) {
  return (
    <>
      <Switch
        label={SOLAR_ARRAY_TEXT.solarSwitch}
        checked={solar.isOn}
        disabled={verticalTiling || !solar.isLoaded || solar.isBusy}
        onChange={(on) => {
          if (on) solar.turnOn();
          else void solar.turnOff();
        }}
      />
      <YesNoDialog
        open={solar.confirmation.open}
        title={SOLAR_ARRAY_TEXT.confirmDisableTitle}
        tone="danger"
        isPending={solar.isBusy}
        onConfirm={() => solar.confirmation.answer(true)}
        onClose={() => solar.confirmation.answer(false)}
      >
        <p>{SOLAR_ARRAY_TEXT.confirmDisableText}</p>
      </YesNoDialog>
    </>
  );
}
