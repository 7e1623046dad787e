import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { NbsOverrideClause } from "@portal/contracts";
import { NBS_CLAUSES_TEXT } from "@portal/contracts/ui";
import { Button } from "@/components/ui/button";
import { inputClasses } from "@/components/ui/form/field";
import { cn } from "@/lib/cn";

/** A clause's key in its list: catalogue and added clauses are numbered apart. */
export const clauseKey = (clause: NbsOverrideClause) => `${clause.isManuallyAdded ? "added" : "clause"}-${clause.id}`;

export interface ClauseRowProps {
  clause: NbsOverrideClause;
  /** How the clause is named to assistive technology: its code, or "added clause n". */
  label: string;
  position: number;
  count: number;
  canSelect: boolean;
  isEditing: boolean;
  showCode: boolean;
  onChange: (clause: NbsOverrideClause) => void;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
}

/** One clause: its checkbox, code (staff), text, and in edit mode the drag handle, moves and Remove. */
export function ClauseRow({
  clause,
  label,
  position,
  count,
  canSelect,
  isEditing,
  showCode,
  onChange,
  onMove,
  onRemove,
}: ClauseRowProps) {
  const sortable = useSortable({ id: clauseKey(clause), disabled: !isEditing });
  const checkboxId = `nbs-${clauseKey(clause)}`;
  return (
    <li
      ref={sortable.setNodeRef}
      style={{ transform: CSS.Transform.toString(sortable.transform), transition: sortable.transition }}
      className={cn(
        "flex items-start gap-3 rounded-lg border border-slate-200 bg-white px-3 py-3",
        sortable.isDragging && "relative z-10 shadow-lg ring-2 ring-brand-500",
        !clause.isSelected && "bg-slate-50",
      )}
    >
      {isEditing ? (
        <button
          type="button"
          className="mt-0.5 cursor-grab touch-none rounded px-1 text-slate-400 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-600"
          aria-label={`${NBS_CLAUSES_TEXT.dragHandle}: ${label}`}
          {...sortable.attributes}
          {...sortable.listeners}
        >
          <span aria-hidden="true">⠿</span>
        </button>
      ) : null}
      {/* The label is the target a finger presses (44 px on touch screens, index.css); the box stays small. */}
      <label className="shrink-0">
        <input
          id={checkboxId}
          type="checkbox"
          className="mt-1 size-4 shrink-0 rounded border-slate-300 text-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60"
          checked={clause.isSelected}
          disabled={!canSelect}
          aria-label={NBS_CLAUSES_TEXT.selectClause(label)}
          onChange={(event) => onChange({ ...clause, isSelected: event.target.checked })}
        />
      </label>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          {showCode && clause.code !== null ? (
            <span className="rounded bg-brand-50 px-2 py-0.5 font-mono text-xs font-semibold text-brand-800">
              {clause.code}
            </span>
          ) : null}
          {clause.isManuallyAdded ? (
            <span className="rounded bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900">
              {NBS_CLAUSES_TEXT.manuallyAdded}
            </span>
          ) : null}
        </div>
        {isEditing ? (
          <textarea
            className={inputClasses(false, "mt-2 min-h-20 w-full text-sm field-sizing-content")}
            aria-label={NBS_CLAUSES_TEXT.clauseTextLabel(label)}
            value={clause.text}
            onChange={(event) => onChange({ ...clause, text: event.target.value })}
          />
        ) : (
          <p className={cn("mt-1 text-sm whitespace-pre-line text-slate-700", !clause.isSelected && "text-slate-500")}>
            {clause.text}
          </p>
        )}
      </div>
      {isEditing ? (
        <div className="flex shrink-0 flex-col items-end gap-1">
          <div className="flex gap-1">
            <Button
              variant="ghost"
              className="px-2 py-1"
              aria-label={`${NBS_CLAUSES_TEXT.moveUp}: ${label}`}
              disabled={position === 0}
              onClick={() => onMove(position, position - 1)}
            >
              <span aria-hidden="true">↑</span>
            </Button>
            <Button
              variant="ghost"
              className="px-2 py-1"
              aria-label={`${NBS_CLAUSES_TEXT.moveDown}: ${label}`}
              disabled={position === count - 1}
              onClick={() => onMove(position, position + 1)}
            >
              <span aria-hidden="true">↓</span>
            </Button>
          </div>
          {clause.isManuallyAdded ? (
            <Button variant="ghost" className="px-2 py-1 text-red-700" onClick={onRemove}>
              {NBS_CLAUSES_TEXT.remove}
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
