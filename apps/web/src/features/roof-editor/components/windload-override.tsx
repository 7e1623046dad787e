import {
  describeFactorsInUse,
  type FactorInUse,
  formatLoadFactor,
  WINDLOAD_DEFAULTS,
  WINDLOAD_VARIABLES,
  type WindloadVariable,
  windloadChoices,
} from "@portal/contracts";
import { ROOF_EDITOR_TEXT } from "@portal/contracts/ui";
import { useState } from "react";
import { useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { SelectField } from "@/components/ui/form/select-field";
import { useFixingData } from "../api/get-fixing-data";
import { Switch } from "./fields";
import { useRoofEditor } from "./roof-editor-context";

type WindloadValues = Record<WindloadVariable, number>;

function optionLabel(variable: WindloadVariable, option: number, inUse: FactorInUse | undefined): string {
  const value = formatLoadFactor(option);
  if (option === inUse?.value) return ROOF_EDITOR_TEXT.windloadOptionInUse(value, inUse.sourceLabel);
  if (option === WINDLOAD_DEFAULTS[variable]) return ROOF_EDITOR_TEXT.windloadOptionDefault(value);
  return value;
}

/**
 * Windload variable override, staff only (spec 03 §4, §9): the switch shows the factors the calculation uses and
 * opens a dialog with the four variables set to them, so Save unchanged changes no figure; each offers the
 * specification's options and the value in use (decisions/roof-editor-data.md "Load factors in use"). Save sets them and the
 * override flag, Reset clears the flag and the factors follow the tile, the underlay and the defaults again.
 */
export function WindloadOverride() {
  const { roofId, form, autosave } = useRoofEditor();
  const factorsInUse = useFixingData(roofId).data?.factorsInUse ?? null;
  const isOverridden = useWatch({ control: form.control, name: "windloadVariablesOveriden" });
  const [draft, setDraft] = useState<WindloadValues | null>(null);
  const inUseOf = (variable: WindloadVariable) => factorsInUse?.find((factor) => factor.variable === variable);
  // Before the roof is calculated, the value the roof holds: the override's, or the specification's default.
  const currentOf = (variable: WindloadVariable) => inUseOf(variable)?.value ?? form.getValues(variable);

  const open = () =>
    setDraft(
      Object.fromEntries(WINDLOAD_VARIABLES.map((variable) => [variable, currentOf(variable)])) as WindloadValues,
    );

  function apply(values: WindloadValues, isOverride: boolean) {
    for (const variable of WINDLOAD_VARIABLES) form.setValue(variable, values[variable]);
    form.setValue("windloadVariablesOveriden", isOverride);
    autosave.commit("windloadVariablesOveriden", ...WINDLOAD_VARIABLES);
    setDraft(null);
  }

  const inUseText =
    factorsInUse === null
      ? ROOF_EDITOR_TEXT.factorsNotCalculated
      : ROOF_EDITOR_TEXT.factorsInUse(describeFactorsInUse(factorsInUse));

  return (
    <>
      <Switch
        label={ROOF_EDITOR_TEXT.windloadOverride}
        checked={isOverridden}
        description={inUseText}
        onChange={open}
      />
      <Dialog
        open={draft !== null}
        title={ROOF_EDITOR_TEXT.windloadTitle}
        onClose={() => setDraft(null)}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setDraft(null)}>
              {ROOF_EDITOR_TEXT.cancel}
            </Button>
            <Button variant="secondary" onClick={() => apply({ ...WINDLOAD_DEFAULTS }, false)}>
              {ROOF_EDITOR_TEXT.reset}
            </Button>
            <Button onClick={() => draft && apply(draft, true)}>{ROOF_EDITOR_TEXT.save}</Button>
          </>
        }
      >
        <div className="grid gap-4">
          {factorsInUse === null ? <p className="text-sm text-slate-600">{inUseText}</p> : null}
          {draft
            ? WINDLOAD_VARIABLES.map((variable) => {
                const inUse = inUseOf(variable);
                return (
                  <SelectField
                    key={variable}
                    label={ROOF_EDITOR_TEXT.windloadLabels[variable]}
                    value={draft[variable]}
                    options={windloadChoices(variable, currentOf(variable)).map((option) => ({
                      value: option,
                      label: optionLabel(variable, option, inUse),
                    }))}
                    onChange={(event) => setDraft({ ...draft, [variable]: Number(event.target.value) })}
                  />
                );
              })
            : null}
        </div>
      </Dialog>
    </>
  );
}
