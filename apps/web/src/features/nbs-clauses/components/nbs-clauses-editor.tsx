import { NBS_SAVED_STATUS_MS, type NbsClauseList, type NbsTileOption } from "@portal/contracts";
import { NBS_CLAUSES_TEXT } from "@portal/contracts/ui";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { InlineSelect } from "@/components/ui/form/select-field";
import { Spinner } from "@/components/ui/spinner";
import { type TabOption, Tabs, tabPanelProps } from "@/components/ui/tabs";
import { useSelectedTiles } from "../api/get-selected-tiles";
import { useClauseList } from "../hooks/use-clause-list";
import { ClauseListSection } from "./clause-list-section";

export interface NbsClausesEditorProps {
  projectId: number;
  /** Admin and TAS: Edit/Done, editable checkboxes and clause codes (spec 02 §6). */
  canEdit: boolean;
  /** The page's own buttons (Back to Project, Generate NBS), shown on the toolbar's far end. */
  actions?: ReactNode;
  /** True while a document is being made: Edit is disabled then (spec 02 §4). */
  isGenerating?: boolean;
  /** Reports whether a save is under way, so the page can hold Generate NBS until the clauses are saved. */
  onSavingChange?: (isSaving: boolean) => void;
}

const TABS: ReadonlyArray<TabOption<NbsClauseList>> = [
  { key: "optional", label: NBS_CLAUSES_TEXT.optional },
  { key: "required", label: NBS_CLAUSES_TEXT.required },
];

type SaveStatus = "idle" | "saving" | "saved";

/** "Clauses Saved!" after the last save, cleared after 5 s (spec 02 §2, §9). */
function useSavedStatus() {
  const [isSaved, setIsSaved] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const markSaved = () => {
    setIsSaved(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setIsSaved(false), NBS_SAVED_STATUS_MS);
  };
  return { isSaved, markSaved, clear: () => setIsSaved(false) };
}

/**
 * Both lists of one tile. Each tab shows the optional list first, then the required one (spec 02 §2); the
 * tab's own list opens its headers, the other starts with them closed.
 */
function TileClauses({
  projectId,
  tileId,
  canEdit,
  isGenerating,
  tileSelector,
  actions,
  onSavingChange,
}: {
  projectId: number;
  tileId: number;
  canEdit: boolean;
  isGenerating: boolean;
  tileSelector: ReactNode;
  actions?: ReactNode;
  onSavingChange?: (isSaving: boolean) => void;
}) {
  const [tab, setTab] = useState<NbsClauseList>("optional");
  const [isEditing, setIsEditing] = useState(false);
  const saved = useSavedStatus();
  const optional = useClauseList(projectId, tileId, "optional", saved.markSaved);
  const required = useClauseList(projectId, tileId, "required", saved.markSaved);
  const temporaryId = useRef(0);
  const nextTemporaryId = () => {
    temporaryId.current -= 1;
    return temporaryId.current;
  };
  const isSaving = optional.isSaving || required.isSaving;
  const status: SaveStatus = isSaving ? "saving" : saved.isSaved ? "saved" : "idle";
  const tabsId = useId();

  useEffect(() => {
    onSavingChange?.(isSaving);
  }, [isSaving, onSavingChange]);

  const lists = [
    { state: optional, title: NBS_CLAUSES_TEXT.optionalClauses },
    { state: required, title: NBS_CLAUSES_TEXT.requiredClauses },
  ];
  return (
    <Card className="p-5">
      <div className="flex flex-wrap items-center justify-between gap-4 border-b border-slate-200 pb-4">
        {tileSelector}
        <div className="flex flex-wrap items-center gap-3">
          <span role="status" aria-label={NBS_CLAUSES_TEXT.statusLabel} className="min-w-24 text-sm text-slate-600">
            {status === "saving" ? <Spinner label={NBS_CLAUSES_TEXT.saving} /> : null}
            {status === "saved" ? <span className="font-medium text-emerald-700">{NBS_CLAUSES_TEXT.saved}</span> : null}
          </span>
          {canEdit ? (
            <Button
              variant={isEditing ? "primary" : "secondary"}
              disabled={!isEditing && (isSaving || isGenerating)}
              onClick={() => setIsEditing((editing) => !editing)}
            >
              {isEditing ? NBS_CLAUSES_TEXT.done : NBS_CLAUSES_TEXT.edit}
            </Button>
          ) : null}
          {actions}
        </div>
      </div>
      <Tabs
        label={NBS_CLAUSES_TEXT.tabsLabel}
        tabs={TABS}
        selected={tab}
        onSelect={setTab}
        idPrefix={tabsId}
        className="mt-4"
      />
      <div {...tabPanelProps(tabsId, tab)} className="pt-4">
        {lists.map(({ state, title }) => (
          <ClauseListSection
            key={`${tab}-${state.list}`}
            state={state}
            title={title}
            isExpandedByDefault={state.list === tab}
            canEdit={canEdit}
            isEditing={canEdit && isEditing}
            nextTemporaryId={nextTemporaryId}
          />
        ))}
      </div>
    </Card>
  );
}

/**
 * The NBS Clauses editor of a project (spec 02 §2, §4): "Tile selected:" with the tiles chosen on the project's
 * roofs, the Optional and Required tabs, Edit/Done for admin and TAS users, and the autosave status.
 */
export function NbsClausesEditor({
  projectId,
  canEdit,
  actions,
  isGenerating = false,
  onSavingChange,
}: NbsClausesEditorProps) {
  const tiles = useSelectedTiles(projectId);
  const [chosenTileId, setChosenTileId] = useState<number | null>(null);
  const options: NbsTileOption[] = tiles.data ?? [];
  const tileId = options.find((tile) => tile.id === chosenTileId)?.id ?? options[0]?.id;

  const tileSelector = (
    <div className="flex items-center gap-3">
      <InlineSelect
        label={NBS_CLAUSES_TEXT.tileSelected}
        labelClassName="text-sm font-semibold text-slate-700"
        className="w-auto min-w-56"
        options={options.map((tile) => ({ value: tile.id, label: tile.name }))}
        value={tileId ?? ""}
        disabled={options.length === 0}
        onChange={(event) => setChosenTileId(Number(event.target.value))}
      />
    </div>
  );

  if (tiles.isPending) {
    return (
      <Card className="p-5 text-sm text-slate-600">
        <Spinner label={NBS_CLAUSES_TEXT.loading} />
      </Card>
    );
  }
  if (tileId === undefined) {
    return (
      <Card className="p-5">
        <div className="flex flex-wrap items-center justify-between gap-4">
          {tileSelector}
          <div className="flex gap-3">{actions}</div>
        </div>
        <p className="mt-4 text-sm text-slate-600">{NBS_CLAUSES_TEXT.noTiles}</p>
        <p className="mt-1 text-sm text-slate-600">{NBS_CLAUSES_TEXT.empty}</p>
      </Card>
    );
  }
  return (
    <TileClauses
      key={tileId}
      projectId={projectId}
      tileId={tileId}
      canEdit={canEdit}
      isGenerating={isGenerating}
      tileSelector={tileSelector}
      actions={actions}
      onSavingChange={onSavingChange}
    />
  );
}
