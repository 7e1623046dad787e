import { SOLAR_CELL_PX, type SolarCell, type SolarOrientation } from "@portal/contracts";
import { SOLAR_ARRAY_TEXT } from "@portal/contracts/ui";
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from "react";
import { cn } from "@/lib/cn";

export interface SolarGridProps {
  arrayNumber: number;
  grid: readonly (readonly boolean[])[];
  windowKeys: ReadonlySet<string>;
  /** Cells the engine names in a problem: outlined in red. */
  problemKeys: ReadonlySet<string>;
  orientation: SolarOrientation;
  /** A press on a panel cell makes it a window, and back (portrait only). */
  windowMode: boolean;
  /** Cells painted (true) or cleared (false): one press-and-drag gives one call per cell entered. */
  onPaint: (cell: SolarCell, painted: boolean) => void;
  onToggleWindow: (cell: SolarCell) => void;
}

export const cellKey = (rowIndex: number, columnIndex: number) => `${rowIndex}:${columnIndex}`;

function contentOf(grid: SolarGridProps["grid"], windowKeys: ReadonlySet<string>, row: number, column: number) {
  if (!grid[row]?.[column]) return "empty";
  return windowKeys.has(cellKey(row, column)) ? "window" : "panel";
}

/**
 * The grid editor (spec 03 §2.3, §9): cells of 40 × 60 px in portrait, 60 × 40 px in landscape, the ridge side
 * named above and the eaves side below (the first row is the ridge side, as the engine lays the kit out). A press
 * toggles a cell and a drag paints every cell it enters with the first cell's new state. From the keyboard the
 * grid is one tab stop: the arrow keys move between cells, Space or Enter toggles the one in focus.
 */
export function SolarGrid({
  arrayNumber,
  grid,
  windowKeys,
  problemKeys,
  orientation,
  windowMode,
  onPaint,
  onToggleWindow,
}: SolarGridProps) {
  const rows = grid.length;
  const columns = grid[0]?.length ?? 0;
  const [focus, setFocus] = useState<SolarCell>({ rowIndex: 0, columnIndex: 0 });
  const focusRow = Math.min(focus.rowIndex, rows - 1);
  const focusColumn = Math.min(focus.columnIndex, columns - 1);
  const cells = useRef(new Map<string, HTMLTableCellElement>());
  const table = useRef<HTMLTableElement>(null);
  /** The state a press gave its first cell, applied to every cell the pointer enters until it is released. */
  const painting = useRef<boolean | null>(null);
  /** The cell last under the pointer while painting, so that a move within one cell paints it once. */
  const lastKey = useRef<string | null>(null);
  const size = SOLAR_CELL_PX[orientation];

  useEffect(() => {
    const stop = () => {
      painting.current = null;
      lastKey.current = null;
    };
    window.addEventListener("pointerup", stop);
    window.addEventListener("pointercancel", stop);
    return () => {
      window.removeEventListener("pointerup", stop);
      window.removeEventListener("pointercancel", stop);
    };
  }, []);

  function act(cell: SolarCell): boolean | null {
    const painted = Boolean(grid[cell.rowIndex]?.[cell.columnIndex]);
    if (windowMode) {
      if (painted) onToggleWindow(cell);
      return null;
    }
    onPaint(cell, !painted);
    return !painted;
  }

  function pressed(event: PointerEvent<HTMLTableCellElement>, cell: SolarCell) {
    if (event.button !== 0) return;
    event.preventDefault();
    // The grid keeps the pointer (a finger as a mouse) until it is released, even when the stroke leaves it; the
    // cell under the pointer is found from its position (a captured touch gets no enter events of its own).
    table.current?.setPointerCapture?.(event.pointerId);
    setFocus(cell);
    cells.current.get(cellKey(cell.rowIndex, cell.columnIndex))?.focus({ preventScroll: true });
    lastKey.current = cellKey(cell.rowIndex, cell.columnIndex);
    painting.current = act(cell);
  }

  function moved(event: PointerEvent<HTMLTableElement>) {
    const value = painting.current;
    if (value === null) return;
    // Without layout (jsdom) the event's own target stands in.
    const under = document.elementFromPoint?.(event.clientX, event.clientY) ?? event.target;
    const element = under instanceof HTMLElement ? under.closest<HTMLElement>("[data-cell]") : null;
    const key = element?.dataset.cell;
    if (!key || key === lastKey.current || !table.current?.contains(element)) return;
    lastKey.current = key;
    const [rowIndex, columnIndex] = key.split(":").map(Number);
    if (rowIndex === undefined || columnIndex === undefined) return;
    if (Boolean(grid[rowIndex]?.[columnIndex]) !== value) onPaint({ rowIndex, columnIndex }, value);
  }

  function moveFocus(rowIndex: number, columnIndex: number) {
    const next = {
      rowIndex: Math.max(0, Math.min(rows - 1, rowIndex)),
      columnIndex: Math.max(0, Math.min(columns - 1, columnIndex)),
    };
    setFocus(next);
    cells.current.get(cellKey(next.rowIndex, next.columnIndex))?.focus();
  }

  function keyDown(event: KeyboardEvent<HTMLTableCellElement>, cell: SolarCell) {
    const moves: Record<string, [number, number]> = {
      ArrowUp: [-1, 0],
      ArrowDown: [1, 0],
      ArrowLeft: [0, -1],
      ArrowRight: [0, 1],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      moveFocus(cell.rowIndex + move[0], cell.columnIndex + move[1]);
      return;
    }
    if (event.key === "Home") {
      event.preventDefault();
      moveFocus(cell.rowIndex, 0);
    } else if (event.key === "End") {
      event.preventDefault();
      moveFocus(cell.rowIndex, columns - 1);
    } else if (event.key === " " || event.key === "Enter") {
      event.preventDefault();
      act(cell);
    }
  }

  return (
    <div className="max-w-full overflow-auto rounded-md p-2 ring-1 ring-slate-200">
      {/* The labels are centred on the table, however wide it is. */}
      <div className="inline-flex flex-col items-center">
        <p className="pb-1 text-xs font-medium uppercase tracking-wide text-slate-600">{SOLAR_ARRAY_TEXT.gridRidge}</p>
        <table
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA data grid pattern, a table made one tab stop with roving focus
          role="grid"
          aria-label={SOLAR_ARRAY_TEXT.grid(arrayNumber)}
          ref={table}
          // No scrolling or zooming while a finger paints.
          className="touch-none select-none border-separate border-spacing-px bg-slate-300"
          onPointerMove={moved}
        >
          <tbody>
            {grid.map((row, rowIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a grid row is its position; rows never reorder
              <tr key={rowIndex}>
                {row.map((_painted, columnIndex) => {
                  const cell = { rowIndex, columnIndex };
                  const key = cellKey(rowIndex, columnIndex);
                  const content = contentOf(grid, windowKeys, rowIndex, columnIndex);
                  const isFocusStop = rowIndex === focusRow && columnIndex === focusColumn;
                  return (
                    <td
                      key={key}
                      ref={(element) => {
                        if (element) cells.current.set(key, element);
                        else cells.current.delete(key);
                      }}
                      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a cell of the data grid above, operated by pointer and keyboard
                      role="gridcell"
                      tabIndex={isFocusStop ? 0 : -1}
                      aria-label={SOLAR_ARRAY_TEXT.cell(rowIndex + 1, columnIndex + 1, content)}
                      aria-invalid={problemKeys.has(key) || undefined}
                      data-content={content}
                      data-cell={key}
                      style={{ width: size.width, height: size.height, minWidth: size.width }}
                      className={cn(
                        "relative cursor-pointer p-0 focus-visible:z-10 focus-visible:outline-3 focus-visible:outline-brand-500",
                        content === "empty" && "bg-white hover:bg-slate-100",
                        content === "panel" && "bg-slate-800 hover:bg-slate-700",
                        content === "window" && "bg-sky-300 hover:bg-sky-200",
                        problemKeys.has(key) && "outline-2 -outline-offset-2 outline-red-600",
                      )}
                      onPointerDown={(event) => pressed(event, cell)}
                      onFocus={() => {
                        if (!isFocusStop) setFocus(cell);
                      }}
                      onKeyDown={(event) => keyDown(event, cell)}
                    />
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        <p className="pt-1 text-xs font-medium uppercase tracking-wide text-slate-600">{SOLAR_ARRAY_TEXT.gridEaves}</p>
      </div>
    </div>
  );
}
