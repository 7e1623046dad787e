import { PROJECT_LIST_TEXT, PROJECTS_PAGE_SIZES } from "@portal/contracts";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { inputClasses } from "@/components/ui/form/field";

/** Page sizes 10, 20, 30 (spec 02 §9) and previous/next. */
export function ProjectsPager({
  pageNumber,
  pageSize,
  totalCount,
  onPageChange,
  onPageSizeChange,
}: {
  pageNumber: number;
  pageSize: number;
  totalCount: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
}) {
  const id = useId();
  const pageCount = Math.max(1, Math.ceil(totalCount / pageSize));
  return (
    <nav
      aria-label="Pagination"
      className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 text-sm text-slate-700"
    >
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="whitespace-nowrap">
          {PROJECT_LIST_TEXT.rowsPerPage}
        </label>
        <select
          id={id}
          className={inputClasses(false, "w-20 py-1.5")}
          value={pageSize}
          onChange={(event) => onPageSizeChange(Number(event.target.value))}
        >
          {PROJECTS_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
        <span className="ml-2 whitespace-nowrap text-slate-500">{PROJECT_LIST_TEXT.totalProjects(totalCount)}</span>
      </div>
      <div className="flex items-center gap-2">
        <span aria-live="polite">{PROJECT_LIST_TEXT.pageOf(Math.min(pageNumber, pageCount), pageCount)}</span>
        <Button
          variant="secondary"
          className="px-3 py-1.5"
          onClick={() => onPageChange(pageNumber - 1)}
          disabled={pageNumber <= 1}
        >
          {PROJECT_LIST_TEXT.previousPage}
        </Button>
        <Button
          variant="secondary"
          className="px-3 py-1.5"
          onClick={() => onPageChange(pageNumber + 1)}
          disabled={pageNumber >= pageCount}
        >
          {PROJECT_LIST_TEXT.nextPage}
        </Button>
      </div>
    </nav>
  );
}
