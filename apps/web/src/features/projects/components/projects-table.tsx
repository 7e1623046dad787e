import {
  FILTER_DEBOUNCE_MS,
  FIRST_PAGE,
  PROJECT_FIELD_LABELS,
  PROJECT_LIST_TEXT,
  PROJECT_MESSAGES,
  PROJECTS_DEFAULT_PAGE_SIZE,
  PROJECTS_DEFAULT_SORT_BY,
  PROJECTS_PAGE_SIZES,
  type Project,
  SORT_ORDER,
  ukDateToIso,
} from "@portal/contracts";
import { type ColumnDef, flexRender, getCoreRowModel, useReactTable } from "@tanstack/react-table";
import { type ReactNode, useId, useMemo, useState } from "react";
import { Link } from "react-router";
import { inputClasses } from "@/components/ui/form/field";
import { Pager } from "@/components/ui/pager";
import { Spinner } from "@/components/ui/spinner";
import { projectPagePath } from "@/config/paths";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { cn } from "@/lib/cn";
import { formatDate, maskUkDate } from "@/lib/forms/dates";
import { useProjectStatuses } from "../api/get-project-statuses";
import { type ProjectsListParams, useProjects } from "../api/get-projects";
import type { ProjectRole } from "../hooks/use-project-role";
import { LazyStatusFilter } from "./lazy-status-filter";
import { ProjectStatusBadge } from "./project-status-badge";

/** The text filters of the list (spec 02 §3), typed into the column headers' filter row. */
const TEXT_FILTERS = [
  "referenceNumber",
  "name",
  "customerName",
  "projectOwner",
  "projectCategory",
  "siteAddress",
] as const;
type TextFilter = (typeof TEXT_FILTERS)[number];
type TextFilters = Record<TextFilter, string>;
const noTextFilters: TextFilters = {
  referenceNumber: "",
  name: "",
  customerName: "",
  projectOwner: "",
  projectCategory: "",
  siteAddress: "",
};

interface Sort {
  sortBy: string;
  sortOrder: number;
}
/** ReferenceNumber ascending, order 1 (spec 02 §9). */
const defaultSort: Sort = { sortBy: PROJECTS_DEFAULT_SORT_BY, sortOrder: SORT_ORDER.ascending };

/** A header click sorts ascending, then descending, then back to the list's default. */
function nextSort(current: Sort, column: string): Sort {
  if (current.sortBy !== column) return { sortBy: column, sortOrder: SORT_ORDER.ascending };
  if (current.sortOrder === SORT_ORDER.ascending) return { sortBy: column, sortOrder: SORT_ORDER.descending };
  return defaultSort;
}

function ariaSort(current: Sort, column: string): "ascending" | "descending" | "none" {
  if (current.sortBy !== column) return "none";
  return current.sortOrder === SORT_ORDER.descending ? "descending" : "ascending";
}

interface ColumnSpec {
  id: string;
  header: string;
  /** The list filter typed under this header, if any. */
  filter?: TextFilter;
  /** Hidden from public and anonymous users (spec 02 §2). */
  staffOnly?: boolean;
  cell: (project: Project) => ReactNode;
}

const COLUMNS: ColumnSpec[] = [
  {
    id: "referenceNumber",
    header: PROJECT_FIELD_LABELS.referenceNumber,
    filter: "referenceNumber",
    cell: (project) => (
      <Link
        to={projectPagePath(project.id)}
        className="whitespace-nowrap font-mono text-xs text-brand-700 hover:underline"
      >
        {project.referenceNumber}
      </Link>
    ),
  },
  {
    id: "name",
    header: "Name",
    filter: "name",
    cell: (project) => (
      <Link to={projectPagePath(project.id)} className="font-medium text-brand-700 hover:underline">
        {project.name}
      </Link>
    ),
  },
  {
    id: "customerName",
    header: PROJECT_FIELD_LABELS.customer,
    filter: "customerName",
    staffOnly: true,
    cell: (project) => project.customerName ?? "",
  },
  {
    id: "projectOwner",
    header: PROJECT_FIELD_LABELS.owner,
    filter: "projectOwner",
    staffOnly: true,
    cell: (project) => project.projectOwner ?? "",
  },
  {
    id: "projectCategory",
    header: PROJECT_FIELD_LABELS.projectCategory,
    filter: "projectCategory",
    staffOnly: true,
    cell: (project) => project.projectCategory ?? "",
  },
  {
    id: "siteAddress",
    header: PROJECT_FIELD_LABELS.siteAddress,
    filter: "siteAddress",
    cell: (project) => project.siteAddress,
  },
  { id: "postCode", header: PROJECT_FIELD_LABELS.postCode, cell: (project) => project.postCode ?? "" },
  {
    id: "projectStatus",
    header: PROJECT_FIELD_LABELS.projectStatus,
    staffOnly: true,
    cell: (project) => <ProjectStatusBadge status={project.projectStatus} />,
  },
  {
    id: "projectedEndDate",
    header: PROJECT_FIELD_LABELS.issued,
    staffOnly: true,
    cell: (project) => <span className="whitespace-nowrap">{formatDate(project.projectedEndDate)}</span>,
  },
];

interface IssuedInputs {
  from: string;
  to: string;
}

/**
 * One bound of the Issued date filter, typed as dd/mm/yyyy. The list asks again once the date is whole and
 * real; a whole date that is not one says so under the field.
 */
function IssuedDateFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const invalid = value.length === 10 && ukDateToIso(value) === null;
  return (
    <LabelledControl label={label}>
      {(id) => (
        <>
          <input
            id={id}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={10}
            placeholder="dd/mm/yyyy"
            className={inputClasses(invalid)}
            value={value}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${id}-error` : undefined}
            onChange={(event) => onChange(maskUkDate(event.target.value))}
          />
          {invalid ? (
            <p id={`${id}-error`} className="mt-1 text-xs text-red-700">
              {PROJECT_LIST_TEXT.invalidDate}
            </p>
          ) : null}
        </>
      )}
    </LabelledControl>
  );
}

function LabelledControl({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-slate-600">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/**
 * The project list (spec 02 §2): status filter, the unregistered-projects selector for admin, TAS and ASM,
 * column filters sent 1 s after the last key, sorting and paging on the server. New filters start at page 1.
 */
export function ProjectsTable({ role }: { role: ProjectRole }) {
  const [textInputs, setTextInputs] = useState<TextFilters>(noTextFilters);
  const textFilters = useDebouncedValue(textInputs, FILTER_DEBOUNCE_MS);
  const [statusIds, setStatusIds] = useState<number[]>([]);
  const [issuedInputs, setIssuedInputs] = useState<IssuedInputs>({ from: "", to: "" });
  const issued = { from: ukDateToIso(issuedInputs.from), to: ukDateToIso(issuedInputs.to) };
  const [showUnregistered, setShowUnregistered] = useState(false);
  const [pageSize, setPageSize] = useState<number>(PROJECTS_DEFAULT_PAGE_SIZE);
  const [sort, setSort] = useState<Sort>(defaultSort);
  const statuses = useProjectStatuses(!role.isPublic);

  const filterKey = JSON.stringify([textFilters, statusIds, issued, showUnregistered]);
  // The page belongs to the filters it was chosen under: new filters start again at page 1.
  const [paging, setPaging] = useState({ page: FIRST_PAGE, filterKey });
  const pageNumber = paging.filterKey === filterKey ? paging.page : FIRST_PAGE;
  const setPage = (page: number) => setPaging({ page, filterKey });

  const params: ProjectsListParams = { pageNumber, pageSize, ...sort };
  for (const key of TEXT_FILTERS) {
    const value = textFilters[key].trim();
    if (value !== "") params[key] = value;
  }
  if (statusIds.length > 0) params.statuses = [...statusIds].sort((a, b) => a - b);
  if (!role.isPublic && issued.from) params.from = issued.from;
  if (!role.isPublic && issued.to) params.to = issued.to;
  if (role.canSeeUnregistered && showUnregistered) params.showPubliclyCreated = true;

  const projects = useProjects(params);
  const rows = projects.data?.projects ?? [];
  const columns = useMemo<ColumnDef<Project>[]>(
    () =>
      COLUMNS.filter((column) => !(column.staffOnly && role.isPublic)).map((column) => ({
        id: column.id,
        header: column.header,
        cell: ({ row }) => column.cell(row.original),
        meta: column,
      })),
    [role.isPublic],
  );
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    getRowId: (project) => String(project.id),
  });
  const visibleColumns = COLUMNS.filter((column) => !(column.staffOnly && role.isPublic));
  const hasFilter =
    Object.values(textFilters).some((value) => value.trim() !== "") ||
    statusIds.length > 0 ||
    Boolean(params.from || params.to) ||
    showUnregistered;

  return (
    <div>
      {/* Public users have neither selector, so they get no empty filter bar either. */}
      {!role.isPublic || role.canSeeUnregistered ? (
        <div className="grid gap-3 border-b border-slate-200 bg-slate-50/80 p-4 sm:grid-cols-2 lg:grid-cols-4">
          {!role.isPublic ? (
            <LazyStatusFilter statuses={statuses.data ?? []} value={statusIds} onChange={setStatusIds} />
          ) : null}
          {!role.isPublic
            ? (["from", "to"] as const).map((bound) => (
                <IssuedDateFilter
                  key={bound}
                  label={bound === "from" ? PROJECT_LIST_TEXT.issuedFrom : PROJECT_LIST_TEXT.issuedTo}
                  value={issuedInputs[bound]}
                  onChange={(value) => setIssuedInputs((inputs) => ({ ...inputs, [bound]: value }))}
                />
              ))
            : null}
          {role.canSeeUnregistered ? (
            <LabelledControl label={PROJECT_LIST_TEXT.unregisteredProjects}>
              {(id) => (
                <select
                  id={id}
                  className={inputClasses(false)}
                  value={showUnregistered ? "show" : "hide"}
                  onChange={(event) => setShowUnregistered(event.target.value === "show")}
                >
                  <option value="hide">{PROJECT_LIST_TEXT.hide}</option>
                  <option value="show">{PROJECT_LIST_TEXT.show}</option>
                </select>
              )}
            </LabelledControl>
          ) : null}
        </div>
      ) : null}
      <div className="overflow-x-auto">
        <table
          className={cn(
            "min-w-full divide-y divide-slate-200 text-sm",
            projects.isFetching && projects.isPlaceholderData && "opacity-60",
          )}
        >
          <caption className="sr-only">{PROJECT_LIST_TEXT.title}</caption>
          <thead className="bg-white">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={ariaSort(sort, header.column.id)}
                    className="whitespace-nowrap px-3 pt-3 pb-1 text-left text-xs font-semibold uppercase tracking-wide text-slate-600"
                  >
                    <button
                      type="button"
                      onClick={() => setSort(nextSort(sort, header.column.id))}
                      className="inline-flex items-center gap-1 rounded uppercase hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
                    >
                      {flexRender(header.column.columnDef.header, header.getContext())}
                      <SortIcon state={ariaSort(sort, header.column.id)} />
                    </button>
                  </th>
                ))}
              </tr>
            ))}
            <tr>
              {visibleColumns.map((column) => (
                <td key={column.id} className="px-3 pb-3">
                  {column.filter ? (
                    <input
                      type="search"
                      aria-label={PROJECT_LIST_TEXT.filterBy(column.header)}
                      className={inputClasses(false, "min-w-24 py-1.5 text-xs")}
                      value={textInputs[column.filter]}
                      onChange={(event) =>
                        setTextInputs((current) => ({ ...current, [column.filter as TextFilter]: event.target.value }))
                      }
                    />
                  ) : null}
                </td>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 bg-white">
            {projects.isPending ? (
              <tr>
                <td colSpan={columns.length} className="px-4 py-12 text-center text-brand-700">
                  <Spinner label={PROJECT_LIST_TEXT.loading} />
                </td>
              </tr>
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="px-4 py-12 text-center text-slate-600">
                  {hasFilter ? PROJECT_MESSAGES.noMatchingProjects : PROJECT_MESSAGES.noProjectsFound}
                </td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row) => (
                <tr key={row.id} className="hover:bg-slate-50">
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} className="px-3 py-3 align-middle text-slate-700">
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <Pager
        pageNumber={pageNumber}
        pageSize={pageSize}
        totalCount={projects.data?.totalCount ?? 0}
        pageSizes={PROJECTS_PAGE_SIZES}
        totalLabel={PROJECT_LIST_TEXT.totalProjects(projects.data?.totalCount ?? 0)}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(FIRST_PAGE);
        }}
      />
    </div>
  );
}

function SortIcon({ state }: { state: "ascending" | "descending" | "none" }) {
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
