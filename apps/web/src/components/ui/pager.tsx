import { PAGER_TEXT } from "@portal/contracts/ui";
import { Button } from "@/components/ui/button";
import { InlineSelect } from "@/components/ui/form/select-field";

export interface PagerProps {
  pageNumber: number;
  pageSize: number;
  totalCount: number;
  /** The list's page-size options (spec 01 §9, spec 02 §9). */
  pageSizes: readonly number[];
  /** "12 users", "3 projects"... */
  totalLabel: string;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  label?: string;
}

/** The one pager of every paged table: rows per page, the count, page n of m, previous and next. */
export function Pager({
  pageNumber,
  pageSize,
  totalCount,
  pageSizes,
  totalLabel,
  onPageChange,
  onPageSizeChange,
  label = PAGER_TEXT.pagination,
}: PagerProps) {
  const pageCount = Math.max(1, Math.ceil(totalCount / pageSize));
  return (
    <nav
      aria-label={label}
      className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 text-sm text-slate-700"
    >
      <div className="flex items-center gap-2">
        <InlineSelect
          label={PAGER_TEXT.rowsPerPage}
          className="w-20 py-1.5"
          options={pageSizes.map((size) => ({ value: size, label: String(size) }))}
          value={pageSize}
          onChange={(event) => onPageSizeChange(Number(event.target.value))}
        />
        <span className="ml-2 whitespace-nowrap text-slate-500">{totalLabel}</span>
      </div>
      <div className="flex items-center gap-2">
        <span aria-live="polite">{PAGER_TEXT.pageOf(Math.min(pageNumber, pageCount), pageCount)}</span>
        <Button
          variant="secondary"
          className="px-3 py-1.5"
          onClick={() => onPageChange(pageNumber - 1)}
          disabled={pageNumber <= 1}
        >
          {PAGER_TEXT.previousPage}
        </Button>
        <Button
          variant="secondary"
          className="px-3 py-1.5"
          onClick={() => onPageChange(pageNumber + 1)}
          disabled={pageNumber >= pageCount}
        >
          {PAGER_TEXT.nextPage}
        </Button>
      </div>
    </nav>
  );
}
