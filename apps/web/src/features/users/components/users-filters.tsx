import type { RoleOption } from "@portal/contracts";
import { USERS_TEXT } from "@portal/contracts/ui";
import { inputClasses } from "@/components/ui/form/field";
import { FilterControl } from "@/components/ui/form/filter-control";

export type TriState = "" | "true" | "false";

export interface UsersFilterInputs {
  name: string;
  email: string;
  roleId: string;
  acceptMarketingByEmail: TriState;
  acceptMarketingByPost: TriState;
  acceptOptInToThirdParties: TriState;
}

export const emptyFilters: UsersFilterInputs = {
  name: "",
  email: "",
  roleId: "",
  acceptMarketingByEmail: "",
  acceptMarketingByPost: "",
  acceptOptInToThirdParties: "",
};

export function hasActiveFilter(filters: UsersFilterInputs): boolean {
  return Object.values(filters).some((value) => value.trim() !== "");
}

function YesNoFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: TriState;
  onChange: (value: TriState) => void;
}) {
  return (
    <FilterControl label={label}>
      {(id) => (
        <select
          id={id}
          className={inputClasses(false)}
          value={value}
          onChange={(event) => onChange(event.target.value as TriState)}
        >
          <option value="">{USERS_TEXT.any}</option>
          <option value="true">{USERS_TEXT.yes}</option>
          <option value="false">{USERS_TEXT.no}</option>
        </select>
      )}
    </FilterControl>
  );
}

/** The column filters; the table waits 1000 ms after the last change before asking the server. */
export function UsersFilters({
  filters,
  roles,
  onChange,
}: {
  filters: UsersFilterInputs;
  roles: readonly RoleOption[];
  onChange: (filters: UsersFilterInputs) => void;
}) {
  const set = <K extends keyof UsersFilterInputs>(key: K, value: UsersFilterInputs[K]) =>
    onChange({ ...filters, [key]: value });
  return (
    <div className="grid gap-3 border-b border-slate-200 bg-slate-50/80 p-4 sm:grid-cols-2 lg:grid-cols-6">
      <FilterControl label={USERS_TEXT.filterName}>
        {(id) => (
          <input
            id={id}
            type="search"
            className={inputClasses(false)}
            value={filters.name}
            onChange={(event) => set("name", event.target.value)}
          />
        )}
      </FilterControl>
      <FilterControl label={USERS_TEXT.filterEmail}>
        {(id) => (
          <input
            id={id}
            type="search"
            className={inputClasses(false)}
            value={filters.email}
            onChange={(event) => set("email", event.target.value)}
          />
        )}
      </FilterControl>
      <FilterControl label={USERS_TEXT.filterRole}>
        {(id) => (
          <select
            id={id}
            className={inputClasses(false)}
            value={filters.roleId}
            onChange={(event) => set("roleId", event.target.value)}
          >
            <option value="">{USERS_TEXT.any}</option>
            {roles.map((role) => (
              <option key={role.value} value={role.value}>
                {role.label}
              </option>
            ))}
          </select>
        )}
      </FilterControl>
      <YesNoFilter
        label={USERS_TEXT.filterMarketingByEmail}
        value={filters.acceptMarketingByEmail}
        onChange={(value) => set("acceptMarketingByEmail", value)}
      />
      <YesNoFilter
        label={USERS_TEXT.filterMarketingByPost}
        value={filters.acceptMarketingByPost}
        onChange={(value) => set("acceptMarketingByPost", value)}
      />
      <YesNoFilter
        label={USERS_TEXT.filterThirdParties}
        value={filters.acceptOptInToThirdParties}
        onChange={(value) => set("acceptOptInToThirdParties", value)}
      />
    </div>
  );
}
