import {
  ESTIMATE_STATE,
  type EstimateItem,
  EstimateItemQuantitySchema,
  estimateGroupOf,
  ROOF_EDITOR_MESSAGES,
} from "@portal/contracts";
import { QUANTITIES_TEXT } from "@portal/contracts/ui";
import { type KeyboardEvent, useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CompactTable } from "@/components/ui/data-table";
import { describedBy, FieldError, inputClasses } from "@/components/ui/form/field";
import { Spinner } from "@/components/ui/spinner";
import { filterNumericInput } from "@/lib/forms/numeric";
import { SaveStatus, useSaveState } from "../../components/save-status";
import { useEstimateData } from "../api/get-estimate-data";
import { useUpdateEstimateItem } from "../api/update-estimate-item";
import { useIsStaff } from "../hooks/use-is-staff";
import { useRecalculation } from "../hooks/use-recalculation";
import { ConfirmRecalculationDialog } from "./confirm-recalculation-dialog";
import { SideDrawer } from "./side-drawer";

export interface QuantitiesDrawerProps {
  roofId: number;
  open: boolean;
  onClose: () => void;
}

/**
 * The estimate's lines under the edge and system that counted them (or the roof's own materials), in the order given:
 * two systems that share a component keep a line each under their own group (`estimateGroupOf`).
 */
function groupsOf(items: readonly EstimateItem[]): Array<{ key: string; name: string; items: EstimateItem[] }> {
  const groups = new Map<string, { key: string; name: string; items: EstimateItem[] }>();
  for (const item of items) {
    const { key, name } = estimateGroupOf(item);
    const group = groups.get(key) ?? { key, name, items: [] };
    group.items.push(item);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/**
 * 'Calculated Quantities' (GET /roof-estimate-data/roof/{id}): the estimate's lines grouped by the system that
 * counted them, each with its wastage, and the roof area. Administrators and TAS users may change a quantity and
 * recalculate (spec 03 §4, §6); after a support edit others are told the support team edited the estimate.
 */
export function QuantitiesDrawer({ roofId, open, onClose }: QuantitiesDrawerProps) {
  const isStaff = useIsStaff();
  const query = useEstimateData(roofId, open);
  const recalculation = useRecalculation(roofId);
  const estimate = query.data;
  const isSupportEdited = estimate?.estimateState === ESTIMATE_STATE.recalculationRequired;

  const recalculate = () => {
    if (isSupportEdited) recalculation.openConfirm();
    else void recalculation.recalculate({ force: true });
  };

  return (
    <SideDrawer
      open={open}
      title={QUANTITIES_TEXT.title}
      onClose={onClose}
      actions={
        isStaff ? (
          <Button onClick={recalculate} isLoading={recalculation.isPending}>
            {QUANTITIES_TEXT.recalculate}
          </Button>
        ) : null
      }
    >
      {query.isPending ? (
        <div className="py-10 text-center text-brand-700">
          <Spinner label={QUANTITIES_TEXT.loading} />
        </div>
      ) : estimate ? (
        <div className="space-y-6">
          {isSupportEdited && !isStaff ? <Alert tone="info">{ROOF_EDITOR_MESSAGES.supportEdited}</Alert> : null}
          <p>
            <span className="font-medium text-slate-900">{QUANTITIES_TEXT.roofArea}: </span>
            {estimate.roofArea === null ? "—" : QUANTITIES_TEXT.roofAreaValue(estimate.roofArea)}
          </p>
          {estimate.items.length === 0 ? (
            <p className="py-8 text-center text-slate-600">{QUANTITIES_TEXT.empty}</p>
          ) : (
            groupsOf(estimate.items).map((group) => (
              <QuantityGroup key={group.key} roofId={roofId} name={group.name} items={group.items} isStaff={isStaff} />
            ))
          )}
        </div>
      ) : null}
      <ConfirmRecalculationDialog recalculation={recalculation} />
    </SideDrawer>
  );
}

function QuantityGroup({
  roofId,
  name,
  items,
  isStaff,
}: {
  roofId: number;
  name: string;
  items: EstimateItem[];
  isStaff: boolean;
}) {
  const headingId = useId();
  const headers = [
    QUANTITIES_TEXT.code,
    QUANTITIES_TEXT.description,
    QUANTITIES_TEXT.unit,
    QUANTITIES_TEXT.quantity,
    QUANTITIES_TEXT.wastage,
    QUANTITIES_TEXT.packQuantity,
    QUANTITIES_TEXT.packs,
  ];
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="mb-2 font-semibold text-slate-900">
        {name}
      </h3>
      <CompactTable caption={QUANTITIES_TEXT.groupCaption(name)} columns={headers}>
        {items.map((item) => (
          <tr key={item.id}>
            {/* A product code read on a phone stays whole; the table scrolls in its frame instead. */}
            <td className="whitespace-nowrap px-3 py-2 font-medium text-slate-900">{item.code}</td>
            <td className="min-w-44 px-3 py-2">{item.description}</td>
            <td className="px-3 py-2">{item.unit}</td>
            <td className="px-3 py-2 tabular-nums">
              {isStaff ? <QuantityInput key={item.id} roofId={roofId} item={item} /> : item.quantity}
              {item.isEdited ? (
                <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900">
                  {QUANTITIES_TEXT.edited}
                </span>
              ) : null}
            </td>
            <td className="px-3 py-2 tabular-nums">{QUANTITIES_TEXT.wastageValue(item.wastagePercent)}</td>
            <td className="px-3 py-2 tabular-nums">{item.packQuantity ?? "—"}</td>
            <td className="px-3 py-2 tabular-nums">{item.packs ?? "—"}</td>
          </tr>
        ))}
      </CompactTable>
    </section>
  );
}

/**
 * A staff member's quantity: saved when it loses focus or on Enter, refused below 0 with the spec's message
 * ('Negative values are not allowed in estimates.'); a blank entry goes back to the saved quantity. Beside it, the
 * save's state; a failed save keeps the typed quantity, says why and offers to try again.
 */
function QuantityInput({ roofId, item }: { roofId: number; item: EstimateItem }) {
  const id = useId();
  const statusId = `${id}-status`;
  const [text, setText] = useState(String(item.quantity));
  const [error, setError] = useState<string | undefined>();
  const update = useUpdateEstimateItem(roofId);
  const saveState = useSaveState();
  // The quantity the server holds now (after this save, or a recalculation) replaces what the input shows; a
  // failed save changes nothing there, so the typed quantity stays for the retry.
  const [shownQuantity, setShownQuantity] = useState(item.quantity);
  if (shownQuantity !== item.quantity) {
    setShownQuantity(item.quantity);
    setText(String(item.quantity));
  }

  const commit = async (again = false) => {
    if (text.trim() === "") {
      setText(String(item.quantity));
      setError(undefined);
      return;
    }
    const parsed = EstimateItemQuantitySchema.safeParse({ quantity: text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    if (parsed.data.quantity === item.quantity && !again && saveState.state.status !== "failed") return;
    await saveState.track(() => update.mutateAsync({ itemId: item.id, quantity: parsed.data.quantity }));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      void commit();
    }
  };

  return (
    <div className="min-w-28">
      <input
        id={id}
        type="text"
        inputMode="decimal"
        aria-label={QUANTITIES_TEXT.quantityFor(item.code)}
        className={inputClasses(Boolean(error), "w-28 py-1")}
        value={text}
        // Read-only rather than disabled while it saves, so the keyboard focus stays on it.
        readOnly={update.isPending}
        onChange={(event) => setText(filterNumericInput(event.target.value))}
        onBlur={() => void commit()}
        onKeyDown={onKeyDown}
        {...describedBy(id, error)}
        {...(error ? {} : { "aria-describedby": statusId })}
      />
      <FieldError id={`${id}-error`} message={error} />
      <SaveStatus id={statusId} state={saveState.state} onRetry={() => void commit(true)} className="mt-1" />
    </div>
  );
}
