import {
  Combobox,
  ComboboxButton,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Description,
  Field,
  Label,
} from "@headlessui/react";
import {
  NO_OPTIONS_TEXT,
  SEARCHABLE_SELECT_PLACEHOLDER,
  SEARCHING_TEXT,
  SHOW_OPTIONS_TEXT,
} from "@portal/contracts/ui";
import { useState } from "react";
import { cn } from "@/lib/cn";
import { inputClasses, RequiredMark } from "./field";
import type { SearchableSelectProps } from "./searchable-select";
import type { SelectOption } from "./select-field";

/** The searchable select with its machinery: Headless UI's Combobox (keyboard, filtering, the option list). */
export function SearchableSelectFrame<V extends string | number>({
  label,
  options,
  value,
  onChange,
  onBlur,
  name,
  error,
  required,
  disabled,
  placeholder = SEARCHABLE_SELECT_PLACEHOLDER,
  containerClassName,
  onQueryChange,
  searching = false,
  hint,
}: SearchableSelectProps<V>) {
  const [query, setQueryState] = useState("");
  const setQuery = (next: string) => {
    setQueryState(next);
    onQueryChange?.(next);
  };
  const selected = options.find((option) => option.value === value) ?? null;
  const needle = query.trim().toLowerCase();
  const filtered =
    onQueryChange || needle === "" ? options : options.filter((option) => option.label.toLowerCase().includes(needle));

  return (
    // Headless UI's Field ties the label and the error text to the input itself.
    <Field className={containerClassName} disabled={disabled}>
      <div className="mb-1 flex items-baseline">
        <Label className="block text-sm font-medium text-slate-800">{label}</Label>
        {required ? <RequiredMark /> : null}
      </div>
      <Combobox
        value={selected}
        by={(a: SelectOption | null, b: SelectOption | null) => a?.value === b?.value}
        onChange={(option: { value: V; label: string } | null) => {
          onChange(option ? option.value : null);
          setQuery("");
        }}
        onClose={() => setQuery("")}
        disabled={disabled}
        name={name}
        immediate
      >
        <div className="relative">
          <ComboboxInput
            className={inputClasses(Boolean(error), "pr-10")}
            placeholder={placeholder}
            displayValue={(option: { label: string } | null) => option?.label ?? ""}
            onChange={(event) => setQuery(event.target.value)}
            onBlur={onBlur}
            aria-required={required || undefined}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
          />
          <ComboboxButton
            aria-label={SHOW_OPTIONS_TEXT(typeof label === "string" ? label : undefined)}
            className="absolute inset-y-0 right-0 flex w-9 items-center justify-center text-slate-500"
          >
            <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
              <path d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06Z" />
            </svg>
          </ComboboxButton>
          <ComboboxOptions className="absolute z-50 mt-1 max-h-64 w-full overflow-auto rounded-md bg-white py-1 text-sm shadow-lg ring-1 ring-slate-200 empty:invisible">
            {filtered.length === 0 ? (
              <div className="px-3 py-2 text-slate-500">{searching ? SEARCHING_TEXT : NO_OPTIONS_TEXT}</div>
            ) : (
              filtered.map((option) => (
                <ComboboxOption
                  key={option.value}
                  value={option}
                  className={cn(
                    "flex h-10 cursor-pointer items-center px-3 text-slate-800",
                    "data-focus:bg-brand-50 data-focus:text-brand-900 data-selected:font-semibold",
                  )}
                >
                  {option.label}
                </ComboboxOption>
              ))
            )}
          </ComboboxOptions>
        </div>
      </Combobox>
      {hint ? <div className="mt-1 text-sm text-slate-600">{hint}</div> : null}
      {error ? <Description className="mt-1 text-sm text-red-700">{error}</Description> : null}
    </Field>
  );
}
