import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { Spinner } from "./spinner";

export type SortState = "ascending" | "descending" | "none";

/** The look every column header shares; the list's adds its own spacing and keeps its words on one line. */
/** A figure's header keeps its case: its units (kWp, Pa, mm) would be misprinted in capitals. */
const FIGURE_HEADER_CELL = "px-3 text-left text-xs font-semibold text-slate-600";
const HEADER_CELL = `${FIGURE_HEADER_CELL} uppercase tracking-wide`;

/** One column of a data table. */
export interface DataColumn<Row> {
  id: string;
  header: string;
  /** The header is read by screen readers only (an actions column). */
  hideHeader?: boolean;
  cell: (row: Row) => ReactNode;
  /** Classes of this column's body cells (width, wrapping). */
  className?: string;
}

/**
 * A column of a row's own buttons or options menu: its header is read by screen readers only and its cells keep to
 * the right. Named "actions" unless a table has more than one such column.
 */
export function actionsColumn<Row>({
  id = "actions",
  className,
  ...column
}: Omit<DataColumn<Row>, "id" | "hideHeader"> & { id?: string }): DataColumn<Row> {
  return { ...column, id, hideHeader: true, className: cn("text-right", className) };
}

export interface DataTableProps<Row> {
  /** Read by screen readers as the table's name. */
  caption: string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** A column's sort state, or undefined when it cannot be sorted; its header is then plain text. */
  sortOf?: (columnId: string) => SortState | undefined;
  onSort?: (columnId: string) => void;
  /** The control under a column's header in the filter row (spec 02 §2); no row when none has one. */
  filterOf?: (column: DataColumn<Row>) => ReactNode;
  isLoading: boolean;
  loadingText: string;
  /** Dims the rows while the next page or sort loads behind the one shown. */
  isRefreshing?: boolean;
  emptyText: string;
  /** Shown under the table: the pager. */
  footer?: ReactNode;
}

/**
 * The table of every list (users, projects, plots, the catalogue): headers that sort on click and say so to
 * screen readers (aria-sort), an optional filter row, a loading row, the list's empty text and its pager.
 * Data, sorting and paging stay with the list; this draws them the one way.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  sortOf = () => undefined,
  onSort,
  filterOf,
  isLoading,
  loadingText,
  isRefreshing = false,
  emptyText,
  footer,
}: DataTableProps<Row>) {
  const filters = filterOf ? columns.map((column) => filterOf(column)) : [];
  const hasFilterRow = filters.some((filter) => filter !== null && filter !== undefined);
  return (
    <>
      {/* Wider than a phone, the table scrolls inside its own frame, whose edge shows where it is cut; positioned
          so the screen-reader-only texts inside it stay inside it too. A keyboard reaches it to scroll it. */}
      <section
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable from the keyboard (WCAG 2.1.1)
        tabIndex={0}
        aria-label={caption}
        className="relative overflow-x-auto rounded-md ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <table className={cn("min-w-full divide-y divide-slate-200 text-sm", isRefreshing && "opacity-60")}>
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-white">
            <tr>
              {columns.map((column) => {
                const sort = sortOf(column.id);
                return (
                  <th
                    key={column.id}
                    scope="col"
                    aria-sort={sort}
                    className={cn("whitespace-nowrap", HEADER_CELL, hasFilterRow ? "pt-3 pb-1" : "py-3")}
                  >
                    {sort && onSort ? (
                      <button
                        type="button"
                        onClick={() => onSort(column.id)}
                        className="inline-flex items-center gap-1 rounded uppercase hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
                      >
                        {column.header}
                        <SortIcon state={sort} />
                      </button>
                    ) : column.hideHeader ? (
                      <span className="sr-only">{column.header}</span>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
            {hasFilterRow ? (
              <tr>
                {columns.map((column, index) => (
                  <td key={column.id} className="px-3 pb-3">
                    {filters[index]}
                  </td>
                ))}
              </tr>
            ) : null}
          </thead>
          <tbody className="divide-y divide-slate-100 bg-white">
            {isLoading ? (
              <tr>
                <td colSpan={columns.length} className="px-4 py-12 text-center text-brand-700">
                  <Spinner label={loadingText} />
                </td>
              </tr>
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="px-4 py-12 text-center text-slate-600">
                  {emptyText}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={rowKey(row)} className="hover:bg-slate-50">
                  {columns.map((column) => (
                    <td key={column.id} className={cn("px-3 py-3 align-middle text-slate-700", column.className)}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </section>
      {footer}
    </>
  );
}

function SortIcon({ state }: { state: SortState }) {
  return (
    <svg
      viewBox="0 0 20 20"
      className={cn("size-3.5", state === "none" ? "text-slate-300" : "text-brand-700")}
      fill="currentColor"
      aria-hidden="true"
    >
      {state !== "descending" ? <path d="M10 4l4 5H6l4-5Z" /> : null}
      {state !== "ascending" ? <path d="M10 16l-4-5h8l-4 5Z" /> : null}
    </svg>
  );
}

/** A compact table's column name; a column whose name might repeat another's gives its own key. */
export type CompactColumn = string | { key: string; label: string };

/**
 * The compact variant, for figures rather than lists (a roof's results, its quantities, the kit list, the
 * diagnostics): the list's header style in the figures' own case and its screen-reader caption, tighter rows given
 * as children, no frame, sorting or paging. On a narrow screen it scrolls sideways.
 */
export function CompactTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: readonly CompactColumn[];
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const { key, label } = typeof column === "string" ? { key: column, label: column } : column;
              return (
                <th key={key} scope="col" className={cn(FIGURE_HEADER_CELL, "py-2")}>
                  {label}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}

/**
 * Labelled values, one to a row, the label as the row's header: the compact variant for one record's figures (the
 * diagnostics' summaries). Nothing is drawn for no rows.
 */
export function KeyValueTable({
  caption,
  rows,
}: {
  caption: string;
  rows: ReadonlyArray<readonly [label: string, value: ReactNode]>;
}) {
  if (rows.length === 0) return null;
  return (
    <table className="min-w-full divide-y divide-slate-100 text-sm">
      <caption className="sr-only">{caption}</caption>
      <tbody className="divide-y divide-slate-100">
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row" className="w-1/2 px-3 py-1.5 text-left font-medium text-slate-700">
              {label}
            </th>
            <td className="px-3 py-1.5 tabular-nums text-slate-900">{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
