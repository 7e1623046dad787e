import {
  type AdminUser,
  FIELD_LABELS,
  FILTER_DEBOUNCE_MS,
  FIRST_PAGE,
  USER_SORT_FIELDS,
  USERS_DEFAULT_PAGE_SIZE,
  USERS_MESSAGES,
  USERS_PAGE_SIZES,
  USERS_TEXT,
} from "@portal/contracts";
import { type ColumnDef, flexRender, getCoreRowModel, useReactTable } from "@tanstack/react-table";
import { useMemo, useState } from "react";
import { OptionsMenu } from "@/components/ui/options-menu";
import { Pager } from "@/components/ui/pager";
import { Spinner } from "@/components/ui/spinner";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { cn } from "@/lib/cn";
import { formatDate, formatDateTime } from "@/lib/forms/dates";
import { useRoles } from "../api/get-roles";
import { type UsersListParams, useUsers } from "../api/get-users";
import { ariaSort, defaultSort, nextSort, type UsersSort } from "../sorting";
import { emptyFilters, hasActiveFilter, type TriState, type UsersFilterInputs, UsersFilters } from "./users-filters";

const toBoolean = (value: TriState) => (value === "" ? undefined : value === "true");

function toParams(
  filters: UsersFilterInputs,
  paging: { pageNumber: number; pageSize: number },
  sort: UsersSort,
): UsersListParams {
  return {
    ...paging,
    ...sort,
    name: filters.name.trim() || undefined,
    email: filters.email.trim() || undefined,
    roleId: filters.roleId === "" ? undefined : Number(filters.roleId),
    acceptMarketingByEmail: toBoolean(filters.acceptMarketingByEmail),
    acceptMarketingByPost: toBoolean(filters.acceptMarketingByPost),
    acceptOptInToThirdParties: toBoolean(filters.acceptOptInToThirdParties),
  };
}

function StatusBadge({ isLockedOut }: { isLockedOut: boolean }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset",
        isLockedOut ? "bg-red-50 text-red-800 ring-red-200" : "bg-emerald-50 text-emerald-800 ring-emerald-200",
      )}
    >
      {isLockedOut ? USERS_MESSAGES.locked : USERS_MESSAGES.active}
    </span>
  );
}

function MarketingSummary({ user }: { user: AdminUser }) {
  const choices = [
    user.acceptMarketingByEmail ? "Email" : null,
    user.acceptMarketingByPost ? "Post" : null,
    user.acceptOptInToThirdParties ? "Third parties" : null,
  ].filter((choice): choice is string => choice !== null);
  return choices.length === 0 ? <span className="text-slate-400">None</span> : <span>{choices.join(", ")}</span>;
}

/** Short values stay on one line; names, e-mails and companies may wrap so the table fits the page. */
const cellClasses: Record<string, string> = {
  email: "break-all min-w-40",
  company: "min-w-32 max-w-56",
  isLockedOut: "whitespace-nowrap",
  createdDate: "whitespace-nowrap",
  lastLoginDate: "whitespace-nowrap",
  role: "whitespace-nowrap",
  actions: "w-10 text-right",
};

/** The server sorts by these columns only (the contracts' list of sort fields). */
const isSortable = (columnId: string) => (USER_SORT_FIELDS as readonly string[]).includes(columnId);

const fullName = (user: AdminUser) => [user.firstName, user.lastName].filter(Boolean).join(" ");

export interface UsersTableProps {
  onEdit: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
}

/**
 * The users table (spec 01 §2.9, §4.3): server-side filters (debounced 1000 ms), sort and paging. A change of
 * filter goes back to page 1.
 */
export function UsersTable({ onEdit, onDelete }: UsersTableProps) {
  const roles = useRoles();
  const [filterInputs, setFilterInputs] = useState<UsersFilterInputs>(emptyFilters);
  const filters = useDebouncedValue(filterInputs, FILTER_DEBOUNCE_MS);
  const filterKey = JSON.stringify(filters);
  const [pageSize, setPageSize] = useState<number>(USERS_DEFAULT_PAGE_SIZE);
  const [sort, setSort] = useState<UsersSort>(defaultSort);
  // The page belongs to the filters it was chosen under: new filters start again at page 1.
  const [paging, setPaging] = useState({ page: FIRST_PAGE, filterKey });
  const pageNumber = paging.filterKey === filterKey ? paging.page : FIRST_PAGE;
  const setPage = (page: number) => setPaging({ page, filterKey });

  const params = toParams(filters, { pageNumber, pageSize }, sort);
  const users = useUsers(params);
  const rows = users.data?.users ?? [];

  const columns = useMemo<ColumnDef<AdminUser>[]>(
    () => [
      {
        id: "name",
        header: USERS_TEXT.name,
        cell: ({ row }) => <span className="font-medium text-slate-900">{fullName(row.original)}</span>,
      },
      { id: "email", header: FIELD_LABELS.email, cell: ({ row }) => row.original.email },
      { id: "role", header: FIELD_LABELS.role, cell: ({ row }) => row.original.role },
      { id: "company", header: FIELD_LABELS.company, cell: ({ row }) => row.original.company ?? "" },
      {
        id: "marketing",
        header: USERS_TEXT.marketing,
        cell: ({ row }) => <MarketingSummary user={row.original} />,
      },
      {
        id: "isLockedOut",
        header: USERS_TEXT.status,
        cell: ({ row }) => <StatusBadge isLockedOut={row.original.isLockedOut} />,
      },
      { id: "createdDate", header: USERS_TEXT.created, cell: ({ row }) => formatDate(row.original.createdDate) },
      {
        id: "lastLoginDate",
        header: USERS_TEXT.lastLogin,
        cell: ({ row }) => (row.original.lastLoginDate ? formatDateTime(row.original.lastLoginDate) : USERS_TEXT.never),
      },
      {
        id: "actions",
        header: () => <span className="sr-only">Options</span>,
        cell: ({ row }) => (
          <OptionsMenu
            label={USERS_TEXT.rowOptions(row.original.email)}
            actions={[
              { label: USERS_TEXT.editUser, onSelect: () => onEdit(row.original) },
              { label: USERS_TEXT.deleteUser, onSelect: () => onDelete(row.original), danger: true },
            ]}
          />
        ),
      },
    ],
    [onEdit, onDelete],
  );

  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    getRowId: (user) => String(user.id),
  });

  const emptyText = hasActiveFilter(filters) ? USERS_MESSAGES.noMatchingUsers : USERS_MESSAGES.noUsersFound;

  return (
    <div>
      <UsersFilters filters={filterInputs} roles={roles.data ?? []} onChange={setFilterInputs} />
      <div className="overflow-x-auto">
        <table
          className={cn(
            "min-w-full divide-y divide-slate-200 text-sm",
            users.isFetching && users.isPlaceholderData && "opacity-60",
          )}
        >
          <caption className="sr-only">{USERS_TEXT.title}</caption>
          <thead className="bg-white">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sortable = isSortable(header.column.id);
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={sortable ? ariaSort(sort, header.column.id) : undefined}
                      className="whitespace-nowrap px-3 py-3 text-left text-xs font-semibold uppercase tracking-wide text-slate-600"
                    >
                      {sortable ? (
                        <button
                          type="button"
                          onClick={() => setSort(nextSort(sort, header.column.id))}
                          className="inline-flex items-center gap-1 rounded uppercase hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
                        >
                          {flexRender(header.column.columnDef.header, header.getContext())}
                          <SortIcon state={ariaSort(sort, header.column.id)} />
                        </button>
                      ) : (
                        flexRender(header.column.columnDef.header, header.getContext())
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody className="divide-y divide-slate-100 bg-white">
            {users.isPending ? (
              <tr>
                <td colSpan={columns.length} className="px-4 py-12 text-center text-brand-700">
                  <Spinner label="Loading users..." />
                </td>
              </tr>
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="px-4 py-12 text-center text-slate-600">
                  {emptyText}
                </td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row) => (
                <tr key={row.id} className="hover:bg-slate-50">
                  {row.getVisibleCells().map((cell) => (
                    <td
                      key={cell.id}
                      className={cn("px-3 py-3 align-middle text-slate-700", cellClasses[cell.column.id])}
                    >
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
        totalCount={users.data?.totalCount ?? 0}
        pageSizes={USERS_PAGE_SIZES}
        totalLabel={USERS_TEXT.totalUsers(users.data?.totalCount ?? 0)}
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
