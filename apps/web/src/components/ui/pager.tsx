import { PAGER_TEXT } from "@portal/contracts/ui";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { inputClasses } from "@/components/ui/form/field";

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
  const id = useId();
  const pageCount = Math.max(1, Math.ceil(totalCount / pageSize));
  return (
    <nav
      aria-label={label}
      className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 text-sm text-slate-700"
    >
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="whitespace-nowrap">
          {PAGER_TEXT.rowsPerPage}
        </label>
        <select
          id={id}
          className={inputClasses(false, "w-20 py-1.5")}
          value={pageSize}
          onChange={(event) => onPageSizeChange(Number(event.target.value))}
        >
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
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
