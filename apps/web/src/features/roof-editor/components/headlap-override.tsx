import { ROOF_EDITOR_MESSAGES } from "@portal/contracts";
import { ROOF_EDITOR_TEXT } from "@portal/contracts/ui";
import { useState } from "react";
import { useWatch } from "react-hook-form";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { NumericInput } from "@/components/ui/form/numeric-input";
import { useTileDetails } from "../api/get-tile-details";
import { Switch } from "./fields";
import { useRoofEditor } from "./roof-editor-context";

/**
 * Headlap override, staff only (spec 03 §4, §5): the switch opens a dialog; Save sets the headlap within the
 * range the API gives for the roof's tile, pitch and rafter length; Reset goes back to the rule's minimum.
 */
export function HeadlapOverride() {
  const { roofId, form, autosave } = useRoofEditor();
  const tileDetails = useTileDetails(roofId).data;
  const [headlapOverride, tileId, colourId, minHeadlap] = useWatch({
    control: form.control,
    name: ["headlapOverride", "tileId", "colourId", "minHeadlap"],
  });
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const range = tileDetails?.headlapRange ?? null;

  function close() {
    setDraft(null);
    setError(undefined);
  }

  function apply(headlap: string, override: 0 | 1) {
    form.setValue("minHeadlap", headlap);
    form.setValue("headlapOverride", override);
    autosave.commit("minHeadlap", "headlapOverride");
    close();
  }

  function save() {
    if (range === null || draft === null) return;
    const headlap = Number(draft);
    if (draft.trim() === "" || Number.isNaN(headlap) || headlap < range.min || headlap > range.max) {
      setError(ROOF_EDITOR_MESSAGES.headlapRange(range.min, range.max));
      return;
    }
    apply(draft, 1);
  }

  return (
    <>
      <Switch
        label={ROOF_EDITOR_TEXT.headlapOverride}
        checked={headlapOverride === 1}
        disabled={tileId === "" || colourId === ""}
        description={minHeadlap === "" ? undefined : ROOF_EDITOR_TEXT.headlapInUse(Number(minHeadlap))}
        onChange={() => setDraft(minHeadlap)}
      />
      <ConfirmDialog
        open={draft !== null}
        title={ROOF_EDITOR_TEXT.headlapTitle}
        confirmText={ROOF_EDITOR_TEXT.save}
        cancelText={ROOF_EDITOR_TEXT.cancel}
        confirmDisabled={range === null}
        alternative={{
          text: ROOF_EDITOR_TEXT.reset,
          disabled: range === null,
          onClick: () => range && apply(String(range.min), 0),
        }}
        onConfirm={save}
        onClose={close}
      >
        {range === null ? (
          <p>{ROOF_EDITOR_MESSAGES.pitchOrRafterNotSet}</p>
        ) : (
          <NumericInput
            label={ROOF_EDITOR_TEXT.headlap}
            value={draft ?? ""}
            error={error}
            hint={ROOF_EDITOR_TEXT.headlapRangeHint(range.min, range.max)}
            onChange={(value) => {
              setDraft(value);
              setError(undefined);
            }}
          />
        )}
      </ConfirmDialog>
    </>
  );
}
