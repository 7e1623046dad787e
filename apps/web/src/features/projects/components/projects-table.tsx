import {
  FILTER_DEBOUNCE_MS,
  FIRST_PAGE,
  PROJECT_MESSAGES,
  PROJECT_TEXT_FILTERS,
  PROJECTS_DEFAULT_PAGE_SIZE,
  PROJECTS_DEFAULT_SORT_BY,
  PROJECTS_PAGE_SIZES,
  type Project,
  type ProjectTextFilter,
  SORT_ORDER,
  ukDateToIso,
} from "@portal/contracts";
import { COMPANY_SHARING_TEXT, PROJECT_FIELD_LABELS, PROJECT_LIST_TEXT } from "@portal/contracts/ui";
import { useState } from "react";
import { Link } from "react-router";
import { type DataColumn, DataTable } from "@/components/ui/data-table";
import { inputClasses } from "@/components/ui/form/field";
import { FilterControl } from "@/components/ui/form/filter-control";
import { Pager } from "@/components/ui/pager";
import { Switch } from "@/components/ui/switch";
import { projectPagePath } from "@/config/paths";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { formatDate, maskUkDate } from "@/lib/forms/dates";
import { textInputValues } from "@/lib/forms/form-values";
import { type ListSort, nextSort, sortStateOf } from "@/lib/list-sort";
import { useProjectStatuses } from "../api/get-project-statuses";
import { type ProjectsListParams, useProjects } from "../api/get-projects";
import { useCompanySharing } from "../hooks/use-company-sharing";
import type { ProjectRole } from "../hooks/use-project-role";
import { LazyStatusFilter } from "./lazy-status-filter";
import { ProjectStatusBadge } from "./project-status-badge";

type TextFilters = Record<ProjectTextFilter, string>;
const noTextFilters: TextFilters = textInputValues({}, PROJECT_TEXT_FILTERS);

/** ReferenceNumber ascending, order 1 (spec 02 §9). */
const defaultSort: ListSort = { sortBy: PROJECTS_DEFAULT_SORT_BY, sortOrder: SORT_ORDER.ascending };

interface ColumnSpec extends DataColumn<Project> {
  /** The list filter typed under this header, if any. */
  filter?: ProjectTextFilter;
  /** Hidden from public and anonymous users (spec 02 §2). */
  staffOnly?: boolean;
  /** Shown to members of a company only, whose list holds other members' projects (decisions/companies.md "Companies"). */
  companyOnly?: boolean;
  /** The server cannot sort by it (not one of the contract's sort fields). */
  unsortable?: boolean;
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
    id: "ownerName",
    header: COMPANY_SHARING_TEXT.ownerColumn,
    companyOnly: true,
    unsortable: true,
    cell: (project) => project.ownerName ?? "",
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
    <FilterControl label={label}>
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
    </FilterControl>
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
  const [sharedOnly, setSharedOnly] = useState(false);
  const { company } = useCompanySharing();
  const isInCompany = company !== null;
  const [pageSize, setPageSize] = useState<number>(PROJECTS_DEFAULT_PAGE_SIZE);
  const [sort, setSort] = useState<ListSort>(defaultSort);
  const statuses = useProjectStatuses(!role.isPublic);

  const filterKey = JSON.stringify([textFilters, statusIds, issued, showUnregistered, sharedOnly]);
  // The page belongs to the filters it was chosen under: new filters start again at page 1.
  const [paging, setPaging] = useState({ page: FIRST_PAGE, filterKey });
  const pageNumber = paging.filterKey === filterKey ? paging.page : FIRST_PAGE;
  const setPage = (page: number) => setPaging({ page, filterKey });

  const params: ProjectsListParams = { pageNumber, pageSize, ...sort };
  for (const key of PROJECT_TEXT_FILTERS) {
    const value = textFilters[key].trim();
    if (value !== "") params[key] = value;
  }
  if (statusIds.length > 0) params.statuses = [...statusIds].sort((a, b) => a - b);
  if (!role.isPublic && issued.from) params.from = issued.from;
  if (!role.isPublic && issued.to) params.to = issued.to;
  if (role.canSeeUnregistered && showUnregistered) params.showPubliclyCreated = true;
  if (isInCompany && sharedOnly) params.sharedWithCompany = true;

  const projects = useProjects(params);
  const rows = projects.data?.projects ?? [];
  const visibleColumns = COLUMNS.filter(
    (column) => !(column.staffOnly && role.isPublic) && !(column.companyOnly && !isInCompany),
  );
  const hasFilter =
    Object.values(textFilters).some((value) => value.trim() !== "") ||
    statusIds.length > 0 ||
    Boolean(params.from || params.to) ||
    showUnregistered ||
    Boolean(params.sharedWithCompany);

  return (
    <div>
      {/* Public users outside a company have no selector, so they get no empty filter bar either. */}
      {!role.isPublic || role.canSeeUnregistered || isInCompany ? (
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
            <FilterControl label={PROJECT_LIST_TEXT.unregisteredProjects}>
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
            </FilterControl>
          ) : null}
          {isInCompany ? (
            <div className="flex items-end">
              <Switch label={COMPANY_SHARING_TEXT.filter} checked={sharedOnly} onChange={setSharedOnly} />
            </div>
          ) : null}
        </div>
      ) : null}
      <DataTable<Project>
        caption={PROJECT_LIST_TEXT.title}
        columns={visibleColumns}
        rows={rows}
        rowKey={(project) => project.id}
        sortOf={(column) =>
          COLUMNS.find((spec) => spec.id === column)?.unsortable ? undefined : sortStateOf(sort, column)
        }
        onSort={(column) => setSort(nextSort(sort, column, defaultSort))}
        filterOf={(column) => {
          const filter = (column as ColumnSpec).filter;
          return filter ? (
            <input
              type="search"
              aria-label={PROJECT_LIST_TEXT.filterBy(column.header)}
              className={inputClasses(false, "min-w-24 py-1.5 text-xs")}
              value={textInputs[filter]}
              onChange={(event) => setTextInputs((current) => ({ ...current, [filter]: event.target.value }))}
            />
          ) : null;
        }}
        isLoading={projects.isPending}
        loadingText={PROJECT_LIST_TEXT.loading}
        isRefreshing={projects.isFetching && projects.isPlaceholderData}
        emptyText={hasFilter ? PROJECT_MESSAGES.noMatchingProjects : PROJECT_MESSAGES.noProjectsFound}
        footer={
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
        }
      />
    </div>
  );
}
