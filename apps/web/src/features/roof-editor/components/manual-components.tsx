import { type ManualComponent, ManualQuantitySchema, ROOF_EDITOR_MESSAGES } from "@portal/contracts";
import { ROOF_EDITOR_TEXT } from "@portal/contracts/ui";
import { useState } from "react";
import { TextField } from "@/components/ui/form/text-field";
import { useManualSelection } from "../api/get-manual-selection";
import { useUpdateManualQuantity } from "../api/update-manual-quantity";
import { useRoofEditor } from "./roof-editor-context";

/** The quantity as typed, checked as the server checks it: digits only, at most three, blank is 0 (spec 03 §5). */
function parseQuantity(text: string): { quantity: number } | { error: string } {
  if (!/^\d*$/.test(text.trim())) return { error: ROOF_EDITOR_MESSAGES.manualQuantity };
  const parsed = ManualQuantitySchema.safeParse(text.trim());
  return parsed.success ? { quantity: parsed.data } : { error: ROOF_EDITOR_MESSAGES.manualQuantity };
}

function QuantityInput({ component, roofId }: { component: ManualComponent; roofId: number }) {
  const update = useUpdateManualQuantity(roofId);
  const [text, setText] = useState(component.quantity === 0 ? "" : String(component.quantity));
  const [error, setError] = useState<string | undefined>();
  const save = () => {
    const result = parseQuantity(text);
    if ("error" in result) {
      setError(result.error);
      return;
    }
    setError(undefined);
    if (result.quantity === component.quantity) return;
    // A failed save has shown its toast and keeps the typed quantity for the next try.
    update
      .mutateAsync({
        systemId: component.systemId,
        componentId: component.componentId,
        colourId: component.colourId,
        quantity: result.quantity,
      })
      .catch(() => undefined);
  };
  return (
    <TextField
      label={ROOF_EDITOR_TEXT.manualQuantityFor(component.name)}
      inputMode="numeric"
      maxLength={3}
      value={text}
      error={error}
      containerClassName="w-28"
      onChange={(event) => setText(event.target.value)}
      onBlur={save}
      onKeyDown={(event) => {
        if (event.key === "Enter") save();
      }}
    />
  );
}

/**
 * Components a user adds to the estimate by hand, under the systems that suit the roof (spec 03 §3.2 manual
 * component selection); a system already chosen for an edge is marked, since its components are counted anyway.
 */
export function ManualComponents() {
  const { roofId } = useRoofEditor();
  const selection = useManualSelection(roofId).data;
  const systems = (selection?.systems ?? []).filter((system) => system.components.length > 0);
  if (systems.length === 0) return null;
  const chosen = new Set(selection?.dependentSystems ?? []);
  return (
    <section aria-labelledby="roof-editor-manual-components" className="mt-6 border-t border-slate-100 pt-4">
      <h3 id="roof-editor-manual-components" className="font-semibold text-slate-900">
        {ROOF_EDITOR_TEXT.manualComponents}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{ROOF_EDITOR_TEXT.manualComponentsHint}</p>
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
            <ul className="mt-2 grid gap-2">
              {system.components.map((component) => (
                <li
                  key={`${component.systemId}-${component.componentId}`}
                  className="flex flex-wrap items-end justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2"
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
    </section>
  );
}
