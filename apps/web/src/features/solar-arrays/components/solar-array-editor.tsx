import {
  SOLAR_ARRAY_MESSAGES,
  SOLAR_ORIENTATIONS,
  SOLAR_POWER_DECIMALS,
  type SolarArray,
  SolarArrayUpdateSchema,
  type SolarCell,
  type SolarOrientation,
} from "@portal/contracts";
import { SOLAR_ARRAY_TEXT } from "@portal/contracts/ui";
import { useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { CardSection } from "@/components/ui/card";
import { YesNoDialog } from "@/components/ui/confirm-dialog";
import { NumericInput } from "@/components/ui/form/numeric-input";
import { SelectField } from "@/components/ui/form/select-field";
import { Switch } from "@/components/ui/switch";
import { useRoofSolarData } from "../api/get-roof-solar-data";
import { useArrayAutosave } from "../hooks/use-array-autosave";
import { useSolarLayout } from "../hooks/use-solar-layout";
import {
  canPlaceWindow,
  canResize,
  changeOrientation,
  clearGrid,
  designOf,
  type GridChange,
  hasPaintedCells,
  paintCell,
  resizeGrid,
  type SolarDesign,
  toggleWindow,
  updateBodyOf,
} from "../lib/design";
import { KitList } from "./kit-list";
import { cellKey, SolarGrid } from "./solar-grid";
import { WindCheck } from "./wind-check";

const ORIENTATION_LABELS: Record<SolarOrientation, string> = {
  portrait: SOLAR_ARRAY_TEXT.portrait,
  landscape: SOLAR_ARRAY_TEXT.landscape,
};

const GRID_BUTTONS: ReadonlyArray<{ change: GridChange; label: string }> = [
  { change: "addRow", label: SOLAR_ARRAY_TEXT.addRow },
  { change: "removeRow", label: SOLAR_ARRAY_TEXT.removeRow },
  { change: "addColumn", label: SOLAR_ARRAY_TEXT.addColumn },
  { change: "removeColumn", label: SOLAR_ARRAY_TEXT.removeColumn },
];

/** The contract's message for the orientation from south as typed, if it refuses it. */
function orientationFromSouthError(design: SolarDesign): string | undefined {
  const parsed = SolarArrayUpdateSchema.safeParse(updateBodyOf(design, 1));
  if (parsed.success) return undefined;
  return parsed.error.issues.find((issue) => issue.path[0] === "orientationFromSouth")?.message;
}

export interface SolarArrayEditorProps {
  array: SolarArray;
  onDelete: () => void;
}

/** One array, 'Solar Array N' (spec 03 §2.3): its settings, the grid editor, the kit list and the checks. */
export function SolarArrayEditor({ array, onDelete }: SolarArrayEditorProps) {
  const [design, setDesign] = useState(() => designOf(array));
  const [windowMode, setWindowMode] = useState(false);
  const [askOrientation, setAskOrientation] = useState<SolarOrientation | null>(null);
  const [askDelete, setAskDelete] = useState(false);
  const roofSolar = useRoofSolarData(array.roofId);
  const { layout, panels, windowTypes } = useSolarLayout(design, roofSolar.data?.roofShape ?? null);
  const autosave = useArrayAutosave(array, design, layout === null ? null : layout.valid, setDesign);
  const headingId = `solar-array-${array.id}`;
  const isPortrait = design.orientation === "portrait";
  const windowModeAvailable = isPortrait && design.windowId !== null && canPlaceWindow(design);
  const windowModeOn = windowMode && windowModeAvailable;

  function edit(change: (current: SolarDesign) => SolarDesign) {
    setDesign(change);
    autosave.edited();
  }

  const windowKeys = useMemo(
    () => new Set(design.windowLocations.map((cell) => cellKey(cell.rowIndex, cell.columnIndex))),
    [design.windowLocations],
  );
  const problemKeys = useMemo(
    () =>
      new Set(
        (layout?.problems ?? []).flatMap((problem) =>
          problem.cells.map((cell) => cellKey(cell.rowIndex, cell.columnIndex)),
        ),
      ),
    [layout],
  );
  const southError = orientationFromSouthError(design);

  function chooseOrientation(value: string) {
    const orientation = SOLAR_ORIENTATIONS.find((item) => item === value);
    if (!orientation || orientation === design.orientation) return;
    // Switching clears the grid (spec 03 §4): asked first when something is drawn.
    if (hasPaintedCells(design)) setAskOrientation(orientation);
    else edit((current) => changeOrientation(current, orientation));
  }

  return (
    <CardSection
      title={SOLAR_ARRAY_TEXT.arrayTitle(array.arrayNumber)}
      headingId={headingId}
      className="p-5"
      actions={
        <Button variant="secondary" onClick={() => setAskDelete(true)}>
          {SOLAR_ARRAY_TEXT.deleteArray}
        </Button>
      }
    >
      <div className="mt-4 grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField
          label={SOLAR_ARRAY_TEXT.orientation}
          value={design.orientation}
          options={SOLAR_ORIENTATIONS.map((value) => ({ value, label: ORIENTATION_LABELS[value] }))}
          onChange={(event) => chooseOrientation(event.target.value)}
        />
        <NumericInput
          label={SOLAR_ARRAY_TEXT.orientationFromSouth}
          value={design.orientationFromSouth}
          error={southError}
          onChange={(value) => edit((current) => ({ ...current, orientationFromSouth: value }))}
        />
        <SelectField
          label={SOLAR_ARRAY_TEXT.panel}
          value={design.panelId ?? ""}
          placeholder={SOLAR_ARRAY_TEXT.choosePanel}
          options={panels.map((panel) => ({ value: panel.id, label: panel.name }))}
          onChange={(event) => {
            const value = event.target.value;
            edit((current) => ({ ...current, panelId: value === "" ? null : Number(value) }));
          }}
        />
        {isPortrait ? (
          <div className="grid content-start gap-3">
            <SelectField
              label={SOLAR_ARRAY_TEXT.windowType}
              value={design.windowId ?? ""}
              placeholder={SOLAR_ARRAY_TEXT.noWindow}
              options={windowTypes.map((item) => ({ value: item.id, label: item.name }))}
              onChange={(event) => {
                const value = event.target.value;
                // Without a window type there are no windows (the contract refuses window cells without one).
                edit((current) =>
                  value === ""
                    ? { ...current, windowId: null, windowLocations: [] }
                    : { ...current, windowId: Number(value) },
                );
              }}
            />
            <Switch
              label={SOLAR_ARRAY_TEXT.windowMode}
              checked={windowModeOn}
              disabled={!windowModeAvailable}
              onChange={setWindowMode}
            />
          </div>
        ) : null}
      </div>

      <div className="mt-5 flex flex-wrap gap-2">
        {GRID_BUTTONS.map(({ change, label }) => (
          <Button
            key={change}
            variant="secondary"
            disabled={!canResize(design, change)}
            onClick={() => edit((current) => resizeGrid(current, change))}
          >
            {label}
          </Button>
        ))}
        <Button variant="secondary" onClick={() => edit(clearGrid)}>
          {SOLAR_ARRAY_TEXT.clearGrid}
        </Button>
      </div>

      <div className="mt-4">
        <SolarGrid
          arrayNumber={array.arrayNumber}
          grid={design.grid}
          windowKeys={windowKeys}
          problemKeys={problemKeys}
          orientation={design.orientation}
          windowMode={windowModeOn}
          onPaint={(cell: SolarCell, painted: boolean) => edit((current) => paintCell(current, cell, painted))}
          onToggleWindow={(cell: SolarCell) => edit((current) => toggleWindow(current, cell))}
        />
      </div>

      {layout && !layout.valid ? (
        <div role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">
          <p className="font-medium">{SOLAR_ARRAY_MESSAGES.invalidArray}</p>
          <ul className="mt-2 list-disc pl-5">
            {layout.problems.map((problem) => (
              <li key={`${problem.code}-${problem.message}`}>{problem.message}</li>
            ))}
          </ul>
        </div>
      ) : null}

      {layout ? (
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-600">{SOLAR_ARRAY_TEXT.power}</dt>
          <dd className="tabular-nums">{SOLAR_ARRAY_TEXT.powerValue(layout.powerKwp.toFixed(SOLAR_POWER_DECIMALS))}</dd>
          <dt className="text-slate-600">{SOLAR_ARRAY_TEXT.dimensions}</dt>
          <dd className="tabular-nums">{SOLAR_ARRAY_TEXT.dimensionsValue(layout.heightMm, layout.widthMm)}</dd>
        </dl>
      ) : null}

      <div className="mt-5 grid grid-cols-[minmax(0,1fr)] items-start gap-5 xl:grid-cols-2">
        <KitList rows={autosave.saved.kitList} isUpdating={autosave.isSaving} />
        {autosave.saved.windCheck ? <WindCheck check={autosave.saved.windCheck} /> : null}
      </div>

      <YesNoDialog
        open={askOrientation !== null}
        title={SOLAR_ARRAY_TEXT.confirmOrientationTitle}
        onConfirm={() => {
          const orientation = askOrientation;
          setAskOrientation(null);
          if (orientation) edit((current) => changeOrientation(current, orientation));
        }}
        onClose={() => setAskOrientation(null)}
      >
        <p>{SOLAR_ARRAY_TEXT.confirmOrientationText}</p>
      </YesNoDialog>
      <YesNoDialog
        open={askDelete}
        title={SOLAR_ARRAY_TEXT.confirmDeleteArrayTitle}
        tone="danger"
        onConfirm={() => {
          setAskDelete(false);
          onDelete();
        }}
        onClose={() => setAskDelete(false)}
      >
        <p>{SOLAR_ARRAY_TEXT.confirmDeleteArrayText}</p>
      </YesNoDialog>
    </CardSection>
  );
}
