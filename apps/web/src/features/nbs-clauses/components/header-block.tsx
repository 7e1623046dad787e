import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import type { NbsOverrideClause, NbsOverrideHeader } from "@portal/contracts";
import { NBS_CLAUSES_TEXT } from "@portal/contracts/ui";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { inputClasses } from "@/components/ui/form/field";
import { ClauseRow, clauseKey } from "./clause-row";

export interface HeaderBlockProps {
  header: NbsOverrideHeader;
  isExpanded: boolean;
  onToggleExpanded: () => void;
  canSelect: boolean;
  isEditing: boolean;
  showCodes: boolean;
  onChange: (header: NbsOverrideHeader) => void;
  /** A temporary negative id for a clause added now. */
  nextTemporaryId: () => number;
}

/** The name a clause goes by: its code for staff, else its place in the header. */
function clauseLabel(clause: NbsOverrideClause, position: number, showCodes: boolean): string {
  if (clause.isManuallyAdded) return NBS_CLAUSES_TEXT.addedClauseLabel(position + 1);
  return showCodes && clause.code !== null ? clause.code : NBS_CLAUSES_TEXT.clausePosition(position + 1);
}

/**
 * One header of a list with its clauses (spec 02 §2, §4): View/Hide, the header's checkbox and text, and in
 * edit mode the clause editing, reordering within the header by dragging (pointer or keyboard) or the move
 * buttons, Add Clause and Remove for added clauses.
 */
export function HeaderBlock({
  header,
  isExpanded,
  onToggleExpanded,
  canSelect,
  isEditing,
  showCodes,
  onChange,
  nextTemporaryId,
}: HeaderBlockProps) {
  const clausesId = useId();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const clauses = header.nbsClauses;
  const setClauses = (next: NbsOverrideClause[]) => onChange({ ...header, nbsClauses: next });
  const move = (from: number, to: number) => {
    if (to < 0 || to >= clauses.length) return;
    setClauses(arrayMove(clauses, from, to));
  };
  const onDragEnd = (event: DragEndEvent) => {
    if (event.over === null || event.active.id === event.over.id) return;
    const keys = clauses.map(clauseKey);
    move(keys.indexOf(String(event.active.id)), keys.indexOf(String(event.over.id)));
  };
  const addClause = () =>
    setClauses([
      ...clauses,
      {
        id: nextTemporaryId(),
        text: NBS_CLAUSES_TEXT.newClauseText,
        isSelected: true,
        sortOrder: clauses.length + 1,
        isManuallyAdded: true,
        originalClauseId: null,
        code: null,
      },
    ]);
  const selectedCount = clauses.filter((clause) => clause.isSelected).length;

  return (
    <section className="rounded-xl border border-slate-200 bg-slate-50/60">
      <div className="flex flex-wrap items-center gap-3 px-4 py-3">
        <label className="shrink-0">
          <input
            type="checkbox"
            className="size-4 rounded border-slate-300 text-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60"
            checked={header.isSelected}
            disabled={!canSelect}
            aria-label={NBS_CLAUSES_TEXT.selectHeader(header.number)}
            onChange={(event) => onChange({ ...header, isSelected: event.target.checked })}
          />
        </label>
        <span className="rounded bg-brand-700 px-2 py-0.5 font-mono text-xs font-semibold text-white">
          {header.number}
        </span>
        {isEditing ? (
          <input
            className={inputClasses(false, "min-w-48 flex-1 text-sm font-semibold")}
            aria-label={NBS_CLAUSES_TEXT.headerTextLabel(header.number)}
            value={header.text}
            onChange={(event) => onChange({ ...header, text: event.target.value })}
          />
        ) : (
          <h4 className="flex-1 text-sm font-semibold text-slate-900">{header.text}</h4>
        )}
        <span className="text-xs text-slate-500">
          {selectedCount}/{clauses.length}
        </span>
        <Button
          variant="secondary"
          className="px-3 py-1"
          aria-expanded={isExpanded}
          aria-controls={clausesId}
          onClick={onToggleExpanded}
        >
          {isExpanded ? NBS_CLAUSES_TEXT.hide : NBS_CLAUSES_TEXT.view}
        </Button>
      </div>
      {isExpanded ? (
        <div id={clausesId} className="border-t border-slate-200 px-4 py-3">
          <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
            <SortableContext items={clauses.map(clauseKey)} strategy={verticalListSortingStrategy}>
              <ul className="grid gap-2">
                {clauses.map((clause, index) => (
                  <ClauseRow
                    key={clauseKey(clause)}
                    clause={clause}
                    label={clauseLabel(clause, index, showCodes)}
                    position={index}
                    count={clauses.length}
                    canSelect={canSelect}
                    isEditing={isEditing}
                    showCode={showCodes}
                    onChange={(next) => setClauses(clauses.map((item, i) => (i === index ? next : item)))}
                    onMove={move}
                    onRemove={() => setClauses(clauses.filter((_, i) => i !== index))}
                  />
                ))}
              </ul>
            </SortableContext>
          </DndContext>
          {isEditing ? (
            <Button variant="secondary" className="mt-3" onClick={addClause}>
              {NBS_CLAUSES_TEXT.addClause}
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
