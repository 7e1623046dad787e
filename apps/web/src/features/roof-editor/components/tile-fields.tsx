import { ROOF_EDITOR_TEXT, ZONE_DIAGRAM_TEXT } from "@portal/contracts/ui";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useId } from "react";
import { useWatch } from "react-hook-form";
import { useFixingData } from "../api/get-fixing-data";
import { useRoofTiles } from "../api/get-roof-tiles";
import { type TileColoursRequest, tileColoursQueryOptions, useTileColours } from "../api/get-tile-colours";
import { settingOutRows, useFixingResult } from "../results/api/get-fixing-result";
import { RoofSelectField } from "./fields";
import { useRoofEditor } from "./roof-editor-context";

/**
 * The colours are valid for a pitch and rafter length; until the roof has them, 0 (the API then lists every
 * colour, none of them valid yet).
 */
function useColoursRequest(): (tileId: string) => TileColoursRequest | null {
  const { roofId, form } = useRoofEditor();
  const fixing = useFixingData(roofId).data;
  const pitchText = useWatch({ control: form.control, name: "pitch" });
  const pitch = Number(pitchText);
  return (tileId) =>
    tileId === ""
      ? null
      : {
          roofId,
          tileId: Number(tileId),
          pitch: pitchText !== "" && pitch >= 0 && pitch <= 90 ? pitch : 0,
          maxRafterLength: fixing?.maxRafterLength ?? 0,
        };
}

/**
 * What the roofer sets out from, beside the tile it is for: the stored calculation's headlap, gauge, courses and
 * first batten (the same rows the wind-zone panel shows), or that the roof is not calculated yet. Compact, for a
 * phone on the roof.
 */
function SetOut() {
  const { roofId } = useRoofEditor();
  const headingId = useId();
  const result = useFixingResult(roofId);
  let content: ReactNode;
  if (result.isPending) content = <p className="text-slate-600">{ROOF_EDITOR_TEXT.setOutLoading}</p>;
  else if (result.data === null) content = <p className="text-slate-600">{ROOF_EDITOR_TEXT.setOutNotCalculated}</p>;
  else if (result.data === undefined) return null;
  else {
    content = (
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5">
        {settingOutRows(result.data.settingOut).map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-medium text-slate-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    );
  }
  return (
    <section aria-labelledby={headingId} className="rounded-md bg-slate-50 px-3 py-2 text-sm sm:col-span-2">
      <h3 id={headingId} className="mb-1 font-semibold text-slate-900">
        {ZONE_DIAGRAM_TEXT.setOutTitle}
      </h3>
      {content}
    </section>
  );
}

/** Tile and colour (spec 03 §4): a new tile keeps the colour only when it is valid for it, else the first enabled. */
export function TileFields() {
  const { roofId, form, autosave } = useRoofEditor();
  const queryClient = useQueryClient();
  const tiles = useRoofTiles(roofId).data ?? [];
  const [tileId, colourId] = useWatch({ control: form.control, name: ["tileId", "colourId"] });
  const coloursRequestFor = useColoursRequest();
  const coloursRequest = coloursRequestFor(tileId);
  const coloursQuery = useTileColours(coloursRequest);
  const colours = coloursQuery.data ?? [];
  // A colour no longer valid stays listed while it is chosen, so the select shows what is saved.
  const colourOptions = colours
    .filter((colour) => colour.enabled || String(colour.id) === colourId)
    .map((colour) => ({ value: colour.id, label: colour.description }));
  const firstEnabledColourId = colours.find((colour) => colour.enabled)?.id;
  // With nothing to choose, the select says why instead of asking for a colour: a "Please select a colour." the
  // roofer cannot act on would hold every save (spec 03 §4), the dimensions' too, and so no colour would ever
  // become valid.
  const hasNoColourToChoose = tileId !== "" && coloursQuery.isSuccess && colourOptions.length === 0;
  const colourPlaceholder = !hasNoColourToChoose
    ? ROOF_EDITOR_TEXT.choose
    : (coloursRequest?.maxRafterLength ?? 0) > 0
      ? ROOF_EDITOR_TEXT.noColourSuits
      : ROOF_EDITOR_TEXT.coloursAfterDimensions;

  // A tile chosen before the roof's pitch and rafter length were saved has no valid colour yet; once they are
  // and the colours come back valid, the first enabled one is chosen, as it would have been then (and checked,
  // so that an earlier "Please select a colour." goes with it).
  useEffect(() => {
    if (tileId === "" || colourId !== "" || firstEnabledColourId === undefined) return;
    form.setValue("colourId", String(firstEnabledColourId), { shouldValidate: true });
    autosave.commit("tileId", "colourId");
  }, [tileId, colourId, firstEnabledColourId, form, autosave]);

  async function chooseTile(value: string) {
    form.setValue("tileId", value);
    // The choice is the roofer's from now on: a section read again while the colours load must not undo it.
    autosave.markEdited("tileId");
    void form.trigger("tileId");
    const request = coloursRequestFor(value);
    if (request !== null) {
      const choices = await queryClient.fetchQuery(tileColoursQueryOptions(request));
      const current = form.getValues("colourId");
      const isCurrentValid = choices.some((colour) => colour.enabled && String(colour.id) === current);
      if (!isCurrentValid) {
        const firstEnabled = choices.find((colour) => colour.enabled);
        form.setValue("colourId", firstEnabled ? String(firstEnabled.id) : "");
      }
    }
    autosave.commit("tileId", "colourId");
  }

  return (
    <div className="mt-5 grid gap-4 border-t border-slate-200 pt-4 sm:grid-cols-2">
      <RoofSelectField
        name="tileId"
        label={ROOF_EDITOR_TEXT.tile}
        options={tiles.map((tile) => ({ value: tile.id, label: tile.name }))}
        onChoose={(value) => void chooseTile(value)}
      />
      <RoofSelectField
        name="colourId"
        label={ROOF_EDITOR_TEXT.colour}
        options={colourOptions}
        placeholder={colourPlaceholder}
        disabled={tileId === "" || hasNoColourToChoose}
      />
      <SetOut />
    </div>
  );
}
