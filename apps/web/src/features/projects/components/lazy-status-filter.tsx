import { PROJECT_LIST_TEXT } from "@portal/contracts/ui";
import { type ComponentProps, Suspense } from "react";
import { inputClasses } from "@/components/ui/form/field";
import { lazyComponent } from "@/lib/lazy-component";
import type { StatusFilter as StatusFilterComponent } from "./status-filter";

// Only staff filter by status: the dropdown's code (Headless UI's listbox and its positioning) loads when a
// staff member's list shows it, never for public users.
const StatusFilter = lazyComponent(() => import("./status-filter"), "StatusFilter");

/** The status filter, with its label and current choice standing in its place while its code arrives. */
export function LazyStatusFilter(props: ComponentProps<typeof StatusFilterComponent>) {
  const chosen = props.statuses.filter((status) => props.value.includes(status.id)).map((status) => status.name);
  const placeholder = (
    <div aria-hidden="true">
      <p className="mb-1 block text-xs font-medium text-slate-600">
        {PROJECT_LIST_TEXT.filterBy(PROJECT_LIST_TEXT.statusFilter)}
      </p>
      <div className={inputClasses(false, "truncate text-left")}>
        {chosen.length === 0 ? PROJECT_LIST_TEXT.allStatuses : chosen.join(", ")}
      </div>
    </div>
  );
  return (
    <Suspense fallback={placeholder}>
      <StatusFilter {...props} />
    </Suspense>
  );
}
