import { Field, Label, Listbox, ListboxButton, ListboxOption, ListboxOptions } from "@headlessui/react";
import type { LookupOption } from "@portal/contracts";
import { PROJECT_LIST_TEXT } from "@portal/contracts/ui";
import { inputClasses } from "@/components/ui/form/field";

/** The list's status filter: any number of statuses (the list's statuses[] filter); none means all. */
export function StatusFilter({
  statuses,
  value,
  onChange,
}: {
  statuses: readonly LookupOption[];
  value: readonly number[];
  onChange: (value: number[]) => void;
}) {
  const chosen = statuses.filter((status) => value.includes(status.id)).map((status) => status.name);
  return (
    <Field>
      <Label className="mb-1 block text-xs font-medium text-slate-600">
        {PROJECT_LIST_TEXT.filterBy(PROJECT_LIST_TEXT.statusFilter)}
      </Label>
      <Listbox value={[...value]} onChange={onChange} multiple>
        <ListboxButton className={inputClasses(false, "truncate text-left")}>
          {chosen.length === 0 ? PROJECT_LIST_TEXT.allStatuses : chosen.join(", ")}
        </ListboxButton>
        <ListboxOptions
          anchor="bottom start"
          className="z-30 mt-1 w-(--button-width) rounded-md bg-white py-1 text-sm shadow-lg ring-1 ring-slate-200 focus:outline-none"
        >
          {statuses.map((status) => (
            <ListboxOption
              key={status.id}
              value={status.id}
              className="group flex cursor-pointer items-center gap-2 px-3 py-2 text-slate-800 data-focus:bg-brand-50"
            >
              <span
                aria-hidden="true"
                className="flex size-4 items-center justify-center rounded border border-slate-300 text-brand-700 group-data-selected:border-brand-700"
              >
                <svg
                  viewBox="0 0 20 20"
                  className="invisible size-3 group-data-selected:visible"
                  fill="currentColor"
                  aria-hidden="true"
                >
                  <path d="M7.6 14.2 3.4 10l1.4-1.4 2.8 2.8 7.6-7.6L16.6 5z" />
                </svg>
              </span>
              {status.name}
            </ListboxOption>
          ))}
        </ListboxOptions>
      </Listbox>
    </Field>
  );
}
