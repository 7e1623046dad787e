import { type ManualComponent, ManualQuantitySchema, ROOF_EDITOR_MESSAGES } from "@portal/contracts";
import { ROOF_EDITOR_TEXT } from "@portal/contracts/ui";
import { useId, useState } from "react";
import { TextField } from "@/components/ui/form/text-field";
import { useManualSelection } from "../api/get-manual-selection";
import { useUpdateManualQuantity } from "../api/update-manual-quantity";
import { useRoofEditor } from "./roof-editor-context";
import { SaveStatus, useSaveState } from "./save-status";

/** The quantity as typed, checked as the server checks it: digits only, at most three, blank is 0 (spec 03 §5). */
function parseQuantity(text: string): { quantity: number } | { error: string } {
  if (!/^\d*$/.test(text.trim())) return { error: ROOF_EDITOR_MESSAGES.manualQuantity };
  const parsed = ManualQuantitySchema.safeParse(text.trim());
  return parsed.success ? { quantity: parsed.data } : { error: ROOF_EDITOR_MESSAGES.manualQuantity };
}

function QuantityInput({ component, roofId }: { component: ManualComponent; roofId: number }) {
  const update = useUpdateManualQuantity(roofId);
  const saveState = useSaveState();
  const statusId = useId();
  const [text, setText] = useState(component.quantity === 0 ? "" : String(component.quantity));
  const [error, setError] = useState<string | undefined>();
  /** Sends the quantity typed; `again` sends it even when it matches the stored one (a retry after a failure). */
  const save = (again = false) => {
    const result = parseQuantity(text);
    if ("error" in result) {
      setError(result.error);
      return;
    }
    setError(undefined);
    if (result.quantity === component.quantity && !again && saveState.state.status !== "failed") return;
    // A failed save keeps the typed quantity and says why beside it, with a retry.
    void saveState.track(() =>
      update.mutateAsync({
        systemId: component.systemId,
        componentId: component.componentId,
        colourId: component.colourId,
        quantity: result.quantity,
      }),
    );
  };
  return (
    <div className="flex flex-col items-end gap-1">
      <TextField
        // The row shows the component; the label names it for screen readers without repeating it on screen.
        label={<span className="sr-only">{ROOF_EDITOR_TEXT.manualQuantityFor(component.name)}</span>}
        inputMode="numeric"
        maxLength={3}
        value={text}
        error={error}
        containerClassName="w-24"
        placeholder="0"
        // The input's error describes it while there is one (TextField ties it); otherwise its save state.
        {...(error ? {} : { "aria-describedby": statusId })}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => save()}
        onKeyDown={(event) => {
          if (event.key === "Enter") save();
        }}
      />
      <SaveStatus id={statusId} state={saveState.state} onRetry={() => save(true)} />
    </div>
  );
}

/** How a host titles the list; the public wizard names it its own way and shows it open (spec 01 §2.8). */
export interface ManualComponentsLook {
  title?: string;
  open?: boolean;
}

/**
 * Components a user adds to the estimate by hand, under the systems that suit the roof (spec 03 §3.2 manual
 * component selection); a system already chosen for an edge is marked, since its components are counted anyway.
 */
export function ManualComponents({ title = ROOF_EDITOR_TEXT.manualComponents, open = false }: ManualComponentsLook) {
  const { roofId } = useRoofEditor();
  const selection = useManualSelection(roofId).data;
  const systems = (selection?.systems ?? []).filter((system) => system.components.length > 0);
  if (systems.length === 0) return null;
  const chosen = new Set(selection?.dependentSystems ?? []);
  return (
    <details className="group mt-6 border-t border-slate-100 pt-4" open={open}>
      <summary className="cursor-pointer rounded font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
        {title}
        <span className="ml-2 text-sm font-normal text-slate-500">{ROOF_EDITOR_TEXT.manualComponentsHint}</span>
      </summary>
      <div className="mt-3 grid gap-4">
        {systems.map((system) => (
          <div key={system.systemId}>
            <h4 className="text-sm font-semibold text-slate-800">
              {system.systemName}
              <span className="ml-2 font-normal text-slate-500">
                {system.groupName}
                {chosen.has(system.systemId) ? ` · ${ROOF_EDITOR_TEXT.chosenForEdge}` : ""}
              </span>
            </h4>
            <ul className="mt-2 grid gap-1">
              {system.components.map((component) => (
                <li
                  key={`${component.systemId}-${component.componentId}`}
                  className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-slate-50 px-3 py-1.5"
                >
                  <span className="text-sm text-slate-700">
                    <span className="font-mono text-xs text-slate-500">{component.code}</span> {component.name}
                    <span className="text-slate-500"> ({component.unit})</span>
                  </span>
                  <QuantityInput component={component} roofId={roofId} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </details>
  );
}
