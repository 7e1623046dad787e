import { SEARCHABLE_SELECT_PLACEHOLDER } from "@portal/contracts/ui";
import type { ReactNode } from "react";
import { preloadedComponent } from "@/lib/preloaded-component";
import { inputClasses, RequiredMark } from "./field";

export interface SearchableSelectProps<V extends string | number> {
  label: ReactNode;
  options: readonly { value: V; label: string }[];
  value: V | null | undefined;
  onChange: (value: V | null) => void;
  onBlur?: () => void;
  name?: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  containerClassName?: string;
  /**
   * Makes the options the answer of a search the caller runs: every keystroke is reported here and the
   * options are shown as given, not narrowed again in the browser.
   */
  onQueryChange?: (query: string) => void;
  /** Shown instead of the empty-list text while the caller's search is running. */
  searching?: boolean;
  /** Read-only details under the field, such as facts about the chosen item. */
  hint?: ReactNode;
}

type AnySearchableSelectProps = SearchableSelectProps<string | number>;

/** How the field looks before its machinery has arrived: its label, its value and its error, not yet usable. */
function SearchableSelectStandIn({
  label,
  options,
  value,
  required,
  error,
  placeholder,
  containerClassName,
}: AnySearchableSelectProps) {
  const chosen = options.find((option) => option.value === value);
  return (
    <div className={containerClassName} aria-hidden="true">
      <div className="mb-1 flex items-baseline">
        <span className="block text-sm font-medium text-slate-800">{label}</span>
        {required ? <RequiredMark /> : null}
      </div>
      <div className={inputClasses(Boolean(error), "truncate pr-10")}>
        {chosen?.label ?? <span className="text-slate-400">{placeholder ?? SEARCHABLE_SELECT_PLACEHOLDER}</span>}
      </div>
      {error ? <p className="mt-1 text-sm text-red-700">{error}</p> : null}
    </div>
  );
}

// The combobox's machinery (Headless UI with its list virtualiser and positioning) is in its own chunk,
// fetched as the page starts, so a page's first paint does not wait for it.
const SearchableSelectFrame = preloadedComponent<AnySearchableSelectProps>(
  () => import("./searchable-select-frame").then((module) => module.SearchableSelectFrame),
  SearchableSelectStandIn,
);

/**
 * A select the user can type into to narrow the options (spec 01 §5.6): required fields get an asterisk,
 * the error shows under the field, and the default placeholder is 'Please search...'.
 */
export function SearchableSelect<V extends string | number>(props: SearchableSelectProps<V>) {
  // The frame is generic in the option's value type, which a lazily loaded component cannot carry: the values
  // it hands back are the options' own, so they are of type V.
  return <SearchableSelectFrame {...(props as unknown as AnySearchableSelectProps)} />;
}
