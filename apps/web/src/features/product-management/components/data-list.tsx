import {
  entityMessages,
  REFERENCE_DEFAULT_PAGE_SIZE,
  REFERENCE_PAGE_SIZES,
  PRODUCT_MANAGEMENT_MESSAGES as TEXT,
} from "@portal/contracts";
import { PRODUCT_MANAGEMENT_TEXT as WORDS } from "@portal/contracts/ui";
import { type ReactNode, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { actionsColumn, type DataColumn, DataTable } from "@/components/ui/data-table";
import { OptionsMenu } from "@/components/ui/options-menu";
import { cn } from "@/lib/cn";
import {
  matchesSearch,
  nextSort,
  pageCount,
  pageOf,
  pagerPages,
  type SortState,
  type SortValue,
  sortRows,
} from "../lib/list-utils";

export interface Column<T> {
  key: string;
  header: string;
  value: (row: T) => SortValue;
  render?: (row: T) => ReactNode;
}

export interface DataListProps<T extends { id: number }> {
  rows: readonly T[];
  columns: readonly Column<T>[];
  /** The entity in messages, e.g. 'finish' → 'Delete Finish', 'delete this finish'. */
  entity: string;
  isLoading?: boolean;
  onAdd?: () => void;
  addLabel?: string;
  onEdit?: (row: T) => void;
  onDelete?: (row: T) => Promise<unknown>;
  rowLabel?: (row: T) => string;
  pageSizes?: readonly number[];
  defaultPageSize?: number;
  emptyText?: string;
  searchable?: boolean;
}

const capitalise = (text: string) => text.replace(/(^|\s)\S/g, (letter) => letter.toUpperCase());

/**
 * The generic product-management list (spec 03 §2.2, §9): case-insensitive search over every value, sortable
 * columns (first column ascending by default; clicking the sorted column toggles), page sizes 10/20/30/50, a
 * pager with up to three pages each side plus first, previous, next and last, hidden when there are no items.
 */
export function DataList<T extends { id: number }>({
  rows,
  columns,
  entity,
  isLoading = false,
  onAdd,
  addLabel = TEXT.addNew,
  onEdit,
  onDelete,
  rowLabel,
  pageSizes = REFERENCE_PAGE_SIZES,
  defaultPageSize = pageSizes[0] ?? REFERENCE_DEFAULT_PAGE_SIZE,
  emptyText = TEXT.noData,
  searchable = true,
}: DataListProps<T>) {
  const [search, setSearch] = useState("");
  const [sort, setSort] = useState<SortState>({ column: columns[0]?.key ?? "", direction: "asc" });
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(defaultPageSize);
  const [toDelete, setToDelete] = useState<T | null>(null);
  const [deleting, setDeleting] = useState(false);

  const visible = useMemo(() => {
    const found = rows.filter((row) => matchesSearch(row, search));
    const column = columns.find((candidate) => candidate.key === sort.column);
    return column ? sortRows(found, column.value, sort.direction) : found;
  }, [rows, columns, search, sort]);
  const totalPages = pageCount(visible.length, pageSize);
  const currentPage = Math.min(page, totalPages);
  const shown = pageOf(visible, currentPage, pageSize);
  const hasActions = Boolean(onEdit || onDelete);

  const confirmDelete = async () => {
    if (!toDelete || !onDelete || deleting) return;
    setDeleting(true);
    try {
      await onDelete(toDelete);
      setToDelete(null);
    } catch {
      // The failure toast has been shown; the dialog closes so the list stays usable.
      setToDelete(null);
    } finally {
      setDeleting(false);
    }
  };

  const pagerButton = (label: string, target: number, disabled: boolean, content: ReactNode = label) => (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={() => setPage(target)}
      className="rounded-md px-2.5 py-1 text-sm text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 disabled:cursor-not-allowed disabled:text-slate-300"
    >
      {content}
    </button>
  );

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        {searchable ? (
          <input
            type="search"
            aria-label={TEXT.search}
            placeholder={TEXT.search}
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
            className="w-full max-w-xs rounded-md border-0 px-3 py-2 text-sm shadow-sm ring-1 ring-inset ring-slate-300 focus-visible:ring-2 focus-visible:ring-brand-600"
          />
        ) : (
          <span />
        )}
        {onAdd ? <Button onClick={onAdd}>{addLabel}</Button> : null}
      </div>

      <div className="overflow-hidden rounded-lg ring-1 ring-slate-200">
        <DataTable<T>
          caption={capitalise(entity)}
          columns={[
            ...columns.map(
              (column): DataColumn<T> => ({
                id: column.key,
                header: column.header,
                className: "align-top text-slate-800",
                cell: (row) => (column.render ? column.render(row) : formatValue(column.value(row))),
              }),
            ),
            ...(hasActions
              ? [
                  actionsColumn({
                    header: WORDS.options,
                    cell: (row: T) => (
                      <OptionsMenu
                        label={WORDS.rowOptions(rowLabel ? rowLabel(row) : String(columns[0]?.value(row) ?? row.id))}
                        actions={[
                          ...(onEdit ? [{ label: TEXT.edit, onSelect: () => onEdit(row) }] : []),
                          ...(onDelete ? [{ label: TEXT.delete, onSelect: () => setToDelete(row), danger: true }] : []),
                        ]}
                      />
                    ),
                  }),
                ]
              : []),
          ]}
          rows={shown}
          rowKey={(row) => row.id}
          // Client-side sort (spec 03 §5): the first column ascending at first, a click on the same column toggles.
          sortOf={(column) =>
            column === "actions"
              ? undefined
              : sort.column !== column
                ? "none"
                : sort.direction === "desc"
                  ? "descending"
                  : "ascending"
          }
          onSort={(column) => setSort((current) => nextSort(current, column))}
          isLoading={isLoading}
          loadingText={TEXT.loading}
          emptyText={emptyText}
        />
      </div>

      {visible.length > 0 ? (
        <nav aria-label={WORDS.pager} className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-wrap items-center gap-1">
            {pagerButton(WORDS.firstPage, 1, currentPage === 1, "«")}
            {pagerButton(WORDS.previousPage, currentPage - 1, currentPage === 1, "‹")}
            {pagerPages(currentPage, totalPages).map((number) => (
              <button
                key={number}
                type="button"
                aria-label={WORDS.page(number)}
                aria-current={number === currentPage ? "page" : undefined}
                onClick={() => setPage(number)}
                className={cn(
                  "rounded-md px-2.5 py-1 text-sm ring-1",
                  number === currentPage
                    ? "bg-brand-700 text-white ring-brand-700"
                    : "text-slate-700 ring-slate-300 hover:bg-slate-50",
                )}
              >
                {number}
              </button>
            ))}
            {pagerButton(WORDS.nextPage, currentPage + 1, currentPage === totalPages, "›")}
            {pagerButton(WORDS.lastPage, totalPages, currentPage === totalPages, "»")}
          </div>
          <label className="flex items-center gap-2 text-sm text-slate-700">
            {WORDS.rowsPerPage}
            <select
              value={pageSize}
              onChange={(event) => {
                setPageSize(Number(event.target.value));
                setPage(1);
              }}
              className="rounded-md border-0 px-2 py-1 text-sm ring-1 ring-inset ring-slate-300"
            >
              {pageSizes.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </label>
        </nav>
      ) : null}

      <ConfirmDialog
        open={toDelete !== null}
        title={entityMessages.deleteTitle(capitalise(entity))}
        confirmText={TEXT.delete}
        tone="danger"
        isPending={deleting}
        onConfirm={() => void confirmDelete()}
        onClose={() => setToDelete(null)}
      >
        {entityMessages.deleteText(entity)}
      </ConfirmDialog>
    </div>
  );
}

export function formatValue(value: SortValue): ReactNode {
  if (value === null || value === undefined) return "";
  if (typeof value === "boolean") return value ? WORDS.yes : WORDS.no;
  return String(value);
}
