import { EDGE_TYPES, ROOF_EDITOR_MESSAGES, type RoofSystemOption } from "@portal/contracts";
import { ROOF_EDITOR_TEXT } from "@portal/contracts/ui";
import { useWatch } from "react-hook-form";
import { CardSection } from "@/components/ui/card";
import { useSystemOptions } from "../api/get-system-options";
import { type EdgeType, type EstimateLengthField, hasLength, serverEstimateFieldOf } from "../form/roof-editor-values";
import { RoofNumberField, RoofSelectField } from "./fields";
import { ManualComponents, type ManualComponentsLook } from "./manual-components";
import { useRoofEditor } from "./roof-editor-context";

type EstimateValueField = "mainArea" | EstimateLengthField;

/** 'calculated from the roof's dimensions' or 'entered', with the way back to the calculated value. */
function ValueSource({ field, label }: { field: EstimateValueField; label: string }) {
  const { form, autosave } = useRoofEditor();
  const calculatedFields = useWatch({ control: form.control, name: "calculatedFields" });
  const serverName = serverEstimateFieldOf(field);
  const isCalculated = calculatedFields.includes(serverName);

  function returnToCalculated() {
    form.setValue("calculatedFields", [...form.getValues("calculatedFields"), serverName]);
    form.clearErrors(field);
    autosave.commit("calculatedFields", field);
  }

  return (
    <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-500">
      <span>{isCalculated ? ROOF_EDITOR_TEXT.calculated : ROOF_EDITOR_TEXT.entered}</span>
      {isCalculated ? null : (
        <button
          type="button"
          onClick={returnToCalculated}
          aria-label={ROOF_EDITOR_TEXT.returnToCalculatedFor(label)}
          className="rounded font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {ROOF_EDITOR_TEXT.useCalculated}
        </button>
      )}
    </p>
  );
}

/** Typing a value takes it out of the calculated ones; a blank or zero length clears its system (spec 03 §4). */
function useEstimateValueChange(field: EstimateValueField, systemField?: EdgeType["systemField"]) {
  const { form, autosave } = useRoofEditor();
  return (value: string) => {
    const serverName = serverEstimateFieldOf(field);
    form.setValue(field, value);
    const calculatedFields = form.getValues("calculatedFields");
    if (calculatedFields.includes(serverName)) {
      form.setValue(
        "calculatedFields",
        calculatedFields.filter((name) => name !== serverName),
      );
    }
    autosave.markEdited("calculatedFields");
    // The server clears the system with the save of the length; the form shows it at once.
    if (systemField && !hasLength(value)) form.setValue(systemField, "");
  };
}

function EdgeRow({ edge, options }: { edge: EdgeType; options: readonly RoofSystemOption[] }) {
  const label = ROOF_EDITOR_TEXT.edgeLength(edge.group);
  const onValueChange = useEstimateValueChange(edge.estimateField, edge.systemField);
  const hasSystems = options.length > 0;
  return (
    <div className="grid gap-4 border-t border-slate-100 pt-3 sm:grid-cols-2">
      <RoofNumberField
        name={edge.estimateField}
        label={label}
        onValueChange={onValueChange}
        footer={<ValueSource field={edge.estimateField} label={label} />}
        // Spec 03 §4: without a system for the edge, neither its length nor its system can be entered.
        disabled={!hasSystems}
      />
      <RoofSelectField
        name={edge.systemField}
        label={ROOF_EDITOR_TEXT.edgeSystem(edge.group)}
        placeholder={hasSystems ? ROOF_EDITOR_TEXT.none : ROOF_EDITOR_MESSAGES.noValidSystems}
        disabled={!hasSystems}
        options={options.map((option) => ({ value: option.id, label: option.name }))}
      />
    </div>
  );
}

export const ESTIMATE_HEADING_ID = "roof-editor-estimate";

/** Estimate Data (spec 03 §2.1): roof area and each edge's length with its system. */
export function EstimatePanel({ manualComponents }: { manualComponents?: ManualComponentsLook }) {
  const { roofId, form } = useRoofEditor();
  const systemOptions = useSystemOptions(roofId).data ?? [];
  const isVertical = useWatch({ control: form.control, name: "isVerticalRoof" });
  const onRoofAreaChange = useEstimateValueChange("mainArea");
  // A vertical roof has its own edges; a pitched roof the eaves, verges, ridges and the rest.
  const edges = EDGE_TYPES.filter((edge) => edge.key.startsWith("vertical") === isVertical);

  return (
    <CardSection title={ROOF_EDITOR_TEXT.estimateData} headingId={ESTIMATE_HEADING_ID} className="p-5">
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <RoofNumberField
          name="mainArea"
          label={ROOF_EDITOR_TEXT.roofArea}
          onValueChange={onRoofAreaChange}
          footer={<ValueSource field="mainArea" label={ROOF_EDITOR_TEXT.roofArea} />}
        />
      </div>
      <fieldset className="mt-4 grid gap-3">
        <legend className="sr-only">{ROOF_EDITOR_TEXT.edgesCaption}</legend>
        {edges.map((edge) => (
          <EdgeRow key={edge.key} edge={edge} options={systemOptions.filter((option) => option.edge === edge.key)} />
        ))}
      </fieldset>
      <ManualComponents {...manualComponents} />
    </CardSection>
  );
}
