import { CUSTOMER_SEARCH_DEBOUNCE_MS, CUSTOMER_SEARCH_MIN_LENGTH, CUSTOMER_TYPES } from "@portal/contracts";
import { PROJECT_DIALOG_TEXT, PROJECT_FIELD_LABELS } from "@portal/contracts/ui";
import { useId, useState } from "react";
import { FieldLabel, inputClasses } from "@/components/ui/form/field";
import { Spinner } from "@/components/ui/spinner";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { type CustomerPrefill, getCustomerPrefill } from "../api/get-customer";
import { useCustomerSearch } from "../api/search-customers";

/**
 * Staff search the customer records from 3 characters, 500 ms after the last key (spec 02 §5). Shorter input
 * clears the results at once. Choosing an account fills its billing address; a contact its mailing address.
 */
export function CustomerSearch({ onPick }: { onPick: (prefill: CustomerPrefill) => void }) {
  const id = useId();
  const [text, setText] = useState("");
  const [isPicking, setIsPicking] = useState(false);
  const debounced = useDebouncedValue(text.trim(), CUSTOMER_SEARCH_DEBOUNCE_MS);
  const isLongEnough = text.trim().length >= CUSTOMER_SEARCH_MIN_LENGTH;
  const search = useCustomerSearch(isLongEnough ? debounced : "");
  const results = isLongEnough ? search.results : [];

  const pick = async (result: { id: number; type: number }) => {
    setIsPicking(true);
    try {
      onPick(await getCustomerPrefill(result));
      setText("");
    } catch {
      // Reported by the API client ('Error fetching customer').
    } finally {
      setIsPicking(false);
    }
  };

  return (
    <div>
      <FieldLabel id={id} label={PROJECT_FIELD_LABELS.customerSearch} />
      <input
        id={id}
        type="search"
        autoComplete="off"
        className={inputClasses(false)}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
        Type at least {CUSTOMER_SEARCH_MIN_LENGTH} characters to search accounts and contacts.
      </p>
      {search.isFetching || isPicking ? <Spinner className="mt-2 text-brand-700" /> : null}
      {results.length > 0 ? (
        <ul aria-label="Customer results" className="mt-2 max-h-48 overflow-y-auto rounded-md ring-1 ring-slate-200">
          {results.map((result) => (
            <li key={`${result.type}-${result.id}`}>
              <button
                type="button"
                disabled={isPicking}
                onClick={() => void pick(result)}
                className="flex w-full items-center justify-between px-3 py-2 text-left text-sm hover:bg-brand-50"
              >
                <span>{result.name}</span>
                <span className="text-xs text-slate-500">
                  {result.type === CUSTOMER_TYPES.account ? "Account" : "Contact"}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : isLongEnough && debounced === text.trim() && search.isSuccess && !search.isFetching ? (
        <p className="mt-2 text-sm text-slate-500">{PROJECT_DIALOG_TEXT.noCustomers}</p>
      ) : null}
    </div>
  );
}
