import type { ComponentSearchResult } from "@portal/contracts";
import { PRODUCT_MANAGEMENT_TEXT as WORDS } from "@portal/contracts/ui";
import { useState } from "react";
import { SearchableSelect } from "@/components/ui/form/searchable-select";
import { useComponentSearch } from "../api/product-components/search-components";

/** The component an item already has, shown until another is picked. */
export type ComponentChoice = Pick<ComponentSearchResult, "id" | "code" | "name"> &
  Partial<Pick<ComponentSearchResult, "packQuantity" | "addedWastage">>;

const labelOf = (choice: ComponentChoice) => `${choice.code} – ${choice.name}`;

export interface ComponentPickerProps {
  label: string;
  name: string;
  /** The picked component's id, or blank. */
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  current: ComponentChoice | null;
  /** Shows the picked component's added wastage and pack quantity, read-only (spec 03 §3.1). */
  showPackDetails?: boolean;
  required?: boolean;
  disabled?: boolean;
  error?: string;
}

/**
 * A product-component field that searches the catalogue as the user types (the component search of
 * spec 03 §7.5, debounced 1000 ms) and keeps the picked component shown while a new search runs.
 */
export function ComponentPicker({
  label,
  name,
  value,
  onChange,
  onBlur,
  current,
  showPackDetails = false,
  required,
  disabled,
  error,
}: ComponentPickerProps) {
  const [term, setTerm] = useState("");
  const [picked, setPicked] = useState<ComponentChoice | null>(current);
  const search = useComponentSearch(term);
  const found = term.trim() === "" ? [] : (search.data ?? []);
  const choices = [...(picked ? [picked] : []), ...found.filter((result) => result.id !== picked?.id)];
  const chosen = choices.find((choice) => String(choice.id) === value) ?? null;

  return (
    <SearchableSelect<number>
      label={label}
      name={name}
      required={Boolean(required)}
      disabled={Boolean(disabled)}
      {...(error ? { error } : {})}
      options={choices.map((choice) => ({ value: choice.id, label: labelOf(choice) }))}
      value={chosen?.id ?? null}
      onQueryChange={setTerm}
      searching={term.trim() !== "" && (search.isFetching || search.data === undefined)}
      onBlur={onBlur}
      onChange={(id) => {
        setPicked(choices.find((choice) => choice.id === id) ?? null);
        onChange(id === null ? "" : String(id));
      }}
      hint={
        showPackDetails && chosen ? (
          <dl className="flex gap-6" aria-label={WORDS.chosenComponent}>
            <div className="flex gap-1">
              <dt>{WORDS.chosenAddedWastage}</dt>
              <dd className="font-medium text-slate-900">{chosen.addedWastage ?? "–"}</dd>
            </div>
            <div className="flex gap-1">
              <dt>{WORDS.chosenPackQuantity}</dt>
              <dd className="font-medium text-slate-900">{chosen.packQuantity ?? "–"}</dd>
            </div>
          </dl>
        ) : null
      }
    />
  );
}
