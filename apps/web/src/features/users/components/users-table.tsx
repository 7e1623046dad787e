import {
  type AdminUser,
  FILTER_DEBOUNCE_MS,
  FIRST_PAGE,
  USER_SORT_FIELDS,
  USERS_DEFAULT_PAGE_SIZE,
  USERS_MESSAGES,
  USERS_PAGE_SIZES,
} from "@portal/contracts";
import { COMPANY_ADMIN_TEXT, FIELD_LABELS, USERS_TEXT } from "@portal/contracts/ui";
import { useState } from "react";
import { type DataColumn, DataTable } from "@/components/ui/data-table";
import { OptionsMenu } from "@/components/ui/options-menu";
import { Pager } from "@/components/ui/pager";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { cn } from "@/lib/cn";
import { formatDate, formatDateTime } from "@/lib/forms/dates";
import { type ListSort, nextSort, sortStateOf } from "@/lib/list-sort";
import { useRoles } from "../api/get-roles";
import { type UsersListParams, useUsers } from "../api/get-users";
import { defaultSort } from "../sorting";
import { emptyFilters, hasActiveFilter, type TriState, type UsersFilterInputs, UsersFilters } from "./users-filters";

const toBoolean = (value: TriState) => (value === "" ? undefined : value === "true");

function toParams(
  filters: UsersFilterInputs,
  paging: { pageNumber: number; pageSize: number },
  sort: ListSort,
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
  return choices.length === 0 ? <span className="text-slate-500">None</span> : <span>{choices.join(", ")}</span>;
}

/** Short values stay on one line; names, e-mails and companies may wrap so the table fits the page. */
const cellClasses: Record<string, string> = {
  email: "break-all min-w-40",
  company: "min-w-32 max-w-56",
  companyMembership: "min-w-32 max-w-56",
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
  const [sort, setSort] = useState<ListSort>(defaultSort);
  // The page belongs to the filters it was chosen under: new filters start again at page 1.
  const [paging, setPaging] = useState({ page: FIRST_PAGE, filterKey });
  const pageNumber = paging.filterKey === filterKey ? paging.page : FIRST_PAGE;
  const setPage = (page: number) => setPaging({ page, filterKey });

  const params = toParams(filters, { pageNumber, pageSize }, sort);
  const users = useUsers(params);
  const rows = users.data?.users ?? [];

  const columns = (
    [
      {
        id: "name",
        header: USERS_TEXT.name,
        cell: (user) => <span className="font-medium text-slate-900">{fullName(user)}</span>,
      },
      { id: "email", header: FIELD_LABELS.email, cell: (user) => user.email },
      { id: "role", header: FIELD_LABELS.role, cell: (user) => user.role },
      { id: "company", header: FIELD_LABELS.company, cell: (user) => user.company ?? "" },
      {
        id: "companyMembership",
        header: COMPANY_ADMIN_TEXT.column,
        cell: (user) =>
          user.companyMembership
            ? COMPANY_ADMIN_TEXT.membership(user.companyMembership.name, user.companyMembership.role)
            : "",
      },
      { id: "marketing", header: USERS_TEXT.marketing, cell: (user) => <MarketingSummary user={user} /> },
      { id: "isLockedOut", header: USERS_TEXT.status, cell: (user) => <StatusBadge isLockedOut={user.isLockedOut} /> },
      { id: "createdDate", header: USERS_TEXT.created, cell: (user) => formatDate(user.createdDate) },
      {
        id: "lastLoginDate",
        header: USERS_TEXT.lastLogin,
        cell: (user) => (user.lastLoginDate ? formatDateTime(user.lastLoginDate) : USERS_TEXT.never),
      },
      {
        id: "actions",
        header: "Options",
        hideHeader: true,
        cell: (user) => (
          <OptionsMenu
            label={USERS_TEXT.rowOptions(user.email)}
            actions={[
              { label: USERS_TEXT.editUser, onSelect: () => onEdit(user) },
              { label: USERS_TEXT.deleteUser, onSelect: () => onDelete(user), danger: true },
            ]}
          />
        ),
      },
    ] satisfies DataColumn<AdminUser>[]
  ).map((column): DataColumn<AdminUser> => ({ ...column, className: cellClasses[column.id] }));

  const emptyText = hasActiveFilter(filters) ? USERS_MESSAGES.noMatchingUsers : USERS_MESSAGES.noUsersFound;

  return (
    <div>
      <UsersFilters filters={filterInputs} roles={roles.data ?? []} onChange={setFilterInputs} />
      <DataTable<AdminUser>
        caption={USERS_TEXT.title}
        columns={columns}
        rows={rows}
        rowKey={(user) => user.id}
        sortOf={(column) => (isSortable(column) ? sortStateOf(sort, column) : undefined)}
        onSort={(column) => setSort(nextSort(sort, column, defaultSort))}
        isLoading={users.isPending}
        loadingText="Loading users..."
        isRefreshing={users.isFetching && users.isPlaceholderData}
        emptyText={emptyText}
        footer={
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
        }
      />
    </div>
  );
}
