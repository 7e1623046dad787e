import { WINDLOAD_DEFAULTS, WINDLOAD_OPTIONS, type WindloadVariable } from "@portal/contracts";
import { ROOF_EDITOR_TEXT } from "@portal/contracts/ui";
import { useState } from "react";
import { useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { SelectField } from "@/components/ui/form/select-field";
import { Switch } from "./fields";
import { useRoofEditor } from "./roof-editor-context";

const VARIABLES = Object.keys(WINDLOAD_DEFAULTS) as WindloadVariable[];
type WindloadValues = Record<WindloadVariable, number>;

/**
 * Windload variable override, staff only (spec 03 §4, §9): the switch opens a dialog with the four variables;
 * Save sets them and the override flag, Reset restores the defaults and clears the flag.
 */
export function WindloadOverride() {
  const { form, autosave } = useRoofEditor();
  const isOverridden = useWatch({ control: form.control, name: "windloadVariablesOveriden" });
  const [draft, setDraft] = useState<WindloadValues | null>(null);

  const open = () =>
    setDraft(Object.fromEntries(VARIABLES.map((variable) => [variable, form.getValues(variable)])) as WindloadValues);

  function apply(values: WindloadValues, isOverride: boolean) {
    for (const variable of VARIABLES) form.setValue(variable, values[variable]);
    form.setValue("windloadVariablesOveriden", isOverride);
    autosave.commit("windloadVariablesOveriden", ...VARIABLES);
    setDraft(null);
  }

  return (
    <>
      <Switch label={ROOF_EDITOR_TEXT.windloadOverride} checked={isOverridden} onChange={open} />
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
          {draft
            ? VARIABLES.map((variable) => (
                <SelectField
                  key={variable}
                  label={ROOF_EDITOR_TEXT.windloadLabels[variable]}
                  value={draft[variable]}
                  options={WINDLOAD_OPTIONS[variable].map((option) => ({ value: option, label: String(option) }))}
                  onChange={(event) => setDraft({ ...draft, [variable]: Number(event.target.value) })}
                />
              ))
            : null}
        </div>
      </Dialog>
    </>
  );
}
