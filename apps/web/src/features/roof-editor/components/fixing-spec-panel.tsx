import { RAFTER_CENTRES_MM, VERTICAL_ROOF_PITCH } from "@portal/contracts";
import { ROOF_EDITOR_TEXT } from "@portal/contracts/ui";
import type { ReactNode } from "react";
import { useWatch } from "react-hook-form";
import { CardSection } from "@/components/ui/card";
import { useCounterBattens } from "../api/get-counter-battens";
import { useRoofTypes } from "../api/get-roof-types";
import { useUnderlays } from "../api/get-underlays";
import { useVerticalTimberSupports } from "../api/get-vertical-timber-supports";
import { RoofNumberField, RoofSelectField, Switch } from "./fields";
import { HeadlapOverride } from "./headlap-override";
import { useRoofEditor } from "./roof-editor-context";
import { TileFields } from "./tile-fields";
import { WindloadOverride } from "./windload-override";

const toOptions = (items: ReadonlyArray<{ id: number; name: string }> | undefined) =>
  (items ?? []).map((item) => ({ value: item.id, label: item.name }));

const RAFTER_CENTRE_OPTIONS = RAFTER_CENTRES_MM.map((millimetres) => ({
  value: millimetres,
  label: String(millimetres),
}));

/**
 * Vertical Tiling (spec 03 §4): on sets pitch 90 and the vertical roof type and turns solar off (after the
 * solar designer's confirmation when the roof has arrays; No keeps Vertical Tiling off); off blanks the pitch
 * and takes the first roof type.
 */
function VerticalTilingSwitch() {
  const { roofId, form, autosave, solar } = useRoofEditor();
  const roofTypes = useRoofTypes(roofId).data ?? [];
  const isVertical = useWatch({ control: form.control, name: "isVerticalRoof" });

  async function change(on: boolean) {
    if (on && solar && !(await solar.turnOffForVerticalTiling())) return;
    const firstType = roofTypes[0];
    const verticalType = roofTypes.find((type) => type.name.toLowerCase().includes("vertical")) ?? firstType;
    const roofType = on ? verticalType : firstType;
    form.setValue("isVerticalRoof", on);
    form.setValue("pitch", on ? String(VERTICAL_ROOF_PITCH) : "");
    form.setValue("roofTypeId", roofType ? String(roofType.id) : "");
    void form.trigger(["pitch", "roofTypeId"]);
    autosave.commit("isVerticalRoof", "pitch", "roofTypeId");
  }

  return (
    <Switch
      label={ROOF_EDITOR_TEXT.verticalTiling}
      checked={isVertical}
      onChange={(on) => {
        void change(on);
      }}
    />
  );
}

/** Supported underlay: the counter batten shows with it; switching it off drops the counter batten's message. */
function UnderlaySupport() {
  const { roofId, form, autosave } = useRoofEditor();
  const counterBattens = useCounterBattens(roofId).data;
  const isSupported = useWatch({ control: form.control, name: "isUnderlaySupported" });

  function change(on: boolean) {
    form.setValue("isUnderlaySupported", on);
    if (!on) form.clearErrors("counterBattenId");
    autosave.commit("isUnderlaySupported");
  }

  return (
    <>
      <div className="sm:col-span-2">
        <Switch label={ROOF_EDITOR_TEXT.underlaySupported} checked={isSupported} onChange={change} />
      </div>
      {isSupported ? (
        <RoofSelectField
          name="counterBattenId"
          label={ROOF_EDITOR_TEXT.counterBatten}
          options={toOptions(counterBattens)}
        />
      ) : null}
    </>
  );
}

/**
 * Whether the ceiling is well sealed: off, the conservative value, until someone confirms it, and the panel says
 * which the underlay check assumes.
 */
function CeilingAirTightness() {
  const { form, autosave } = useRoofEditor();
  const isSealed = useWatch({ control: form.control, name: "isCeilingWellSealed" });

  function change(on: boolean) {
    form.setValue("isCeilingWellSealed", on);
    autosave.commit("isCeilingWellSealed");
  }

  return (
    <div className="sm:col-span-2">
      <Switch
        label={ROOF_EDITOR_TEXT.ceilingWellSealed}
        checked={isSealed}
        onChange={change}
        description={isSealed ? ROOF_EDITOR_TEXT.ceilingConfirmed : ROOF_EDITOR_TEXT.ceilingAssumed}
      />
    </div>
  );
}

function VerticalFields() {
  const { roofId } = useRoofEditor();
  const supports = useVerticalTimberSupports(roofId).data;
  return (
    <>
      <RoofNumberField name="buildingHeightToRidge" label={ROOF_EDITOR_TEXT.buildingHeightToRidge} required />
      <RoofSelectField
        name="verticalTimberSupportsId"
        label={ROOF_EDITOR_TEXT.verticalTimberSupports}
        required
        options={toOptions(supports)}
      />
    </>
  );
}

export const FIXING_SPEC_HEADING_ID = "roof-editor-fixing-spec";

/** Fixing Spec Data (spec 03 §2.1): geometry, roof type, underlay, counter batten, overrides, tile and colour. */
export function FixingSpecPanel({ aside }: { aside?: ReactNode }) {
  const { roofId, form, isStaff, solar } = useRoofEditor();
  const roofTypes = useRoofTypes(roofId).data;
  const underlays = useUnderlays(roofId).data;
  const isVertical = useWatch({ control: form.control, name: "isVerticalRoof" });

  return (
    <CardSection
      title={ROOF_EDITOR_TEXT.fixingSpecData}
      headingId={FIXING_SPEC_HEADING_ID}
      className="p-5"
      actions={aside}
    >
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <RoofSelectField name="roofTypeId" label={ROOF_EDITOR_TEXT.roofType} options={toOptions(roofTypes)} />
        <div className="flex flex-wrap items-end gap-6 pb-2">
          <VerticalTilingSwitch />
          {solar ? solar.renderSwitch(isVertical) : null}
        </div>
        <RoofNumberField name="pitch" label={ROOF_EDITOR_TEXT.pitch} required />
        <RoofNumberField name="heightToEave" label={ROOF_EDITOR_TEXT.heightToEave} required />
        <RoofNumberField name="roofSpan" label={ROOF_EDITOR_TEXT.roofSpan} required />
        <RoofNumberField name="buildingLength" label={ROOF_EDITOR_TEXT.buildingLength} required />
        <RoofSelectField
          name="rafterCentres"
          label={ROOF_EDITOR_TEXT.rafterCentres}
          required
          options={RAFTER_CENTRE_OPTIONS}
        />
        {isVertical ? <VerticalFields /> : null}
        <RoofSelectField
          name="underlayId"
          label={ROOF_EDITOR_TEXT.underlay}
          placeholder={ROOF_EDITOR_TEXT.none}
          options={toOptions(underlays)}
        />
        <UnderlaySupport />
        <CeilingAirTightness />
      </div>
      <TileFields />
      {isStaff ? (
        <div className="mt-5 flex flex-wrap gap-6 border-t border-slate-200 pt-4">
          <WindloadOverride />
          <HeadlapOverride />
        </div>
      ) : null}
    </CardSection>
  );
}
