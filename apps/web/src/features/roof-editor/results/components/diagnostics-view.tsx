import { ROOF_EDITOR_MESSAGES } from "@portal/contracts";
import { DIAGNOSTICS_TEXT } from "@portal/contracts/ui";
import { Alert } from "@/components/ui/alert";
import type { DiagnosticsKind } from "../api/diagnostics";
import {
  DiagnosticSection,
  isObject,
  type Json,
  type JsonObject,
  labelOf,
  RecordTable,
  ScalarTable,
  ValueView,
} from "./diagnostic-values";

/** The text as JSON, or null when it is not JSON ('Invalid JSON string provided.'). */
export function parseDiagnostics(text: string): Json | null {
  try {
    return JSON.parse(text) as Json;
  } catch {
    return null;
  }
}

const scalarEntries = (value: Json | undefined): Array<[string, Json]> =>
  isObject(value) ? Object.entries(value).filter(([, item]) => item === null || typeof item !== "object") : [];
const recordsOf = (value: Json | undefined): JsonObject[] => (Array.isArray(value) ? value.filter(isObject) : []);

/** The fields a view already shows; the rest of the JSON is listed under 'Other values'. */
function OtherValues({ data, shown }: { data: JsonObject; shown: readonly string[] }) {
  const others = Object.entries(data).filter(([key]) => !shown.includes(key));
  if (others.length === 0) return null;
  return (
    <DiagnosticSection title={DIAGNOSTICS_TEXT.other}>
      {others.map(([key, value]) => (
        <ValueView key={key} title={key} value={value} />
      ))}
    </DiagnosticSection>
  );
}

/** A titled table of records, left out when there are none. */
function RecordsSection({
  title,
  caption = title,
  rows,
  level,
}: {
  title: string;
  caption?: string;
  rows: JsonObject[];
  level?: 3 | 4;
}) {
  if (rows.length === 0) return null;
  return (
    <DiagnosticSection title={title} level={level}>
      <RecordTable caption={caption} rows={rows} />
    </DiagnosticSection>
  );
}

/** What the calculation was given, one titled value per input. */
function InputsSection({ inputs }: { inputs: JsonObject }) {
  return (
    <DiagnosticSection title={DIAGNOSTICS_TEXT.inputs}>
      {Object.entries(inputs).map(([key, value]) => (
        <ValueView key={key} title={labelOf(key)} value={value} />
      ))}
    </DiagnosticSection>
  );
}

interface TraceNode {
  title: string;
  reference: string;
  inputs: JsonObject[];
  steps: JsonObject[];
  decisions: JsonObject[];
  sections: Json[];
}

const asTrace = (value: Json | undefined): TraceNode | null =>
  isObject(value) && typeof value.title === "string"
    ? {
        title: value.title,
        reference: typeof value.reference === "string" ? value.reference : "",
        inputs: recordsOf(value.inputs),
        steps: recordsOf(value.steps),
        decisions: recordsOf(value.decisions),
        sections: Array.isArray(value.sections) ? value.sections : [],
      }
    : null;

/** The engine's report: inputs, working with clause references, decisions, and its nested parts. */
function TraceView({ value }: { value: Json | undefined }) {
  const trace = asTrace(value);
  if (!trace) return null;
  return (
    <details className="rounded-md border border-slate-200 px-3 py-2">
      <summary className="cursor-pointer font-medium text-slate-900">
        {trace.title}
        {trace.reference ? <span className="font-normal text-slate-500"> ({trace.reference})</span> : null}
      </summary>
      <div className="mt-2 space-y-3">
        <RecordsSection
          title={DIAGNOSTICS_TEXT.traceInputs}
          caption={`${trace.title}: ${DIAGNOSTICS_TEXT.traceInputs}`}
          rows={trace.inputs}
          level={4}
        />
        <RecordsSection
          title={DIAGNOSTICS_TEXT.traceSteps}
          caption={`${trace.title}: ${DIAGNOSTICS_TEXT.traceSteps}`}
          rows={trace.steps}
          level={4}
        />
        <RecordsSection
          title={DIAGNOSTICS_TEXT.traceDecisions}
          caption={`${trace.title}: ${DIAGNOSTICS_TEXT.traceDecisions}`}
          rows={trace.decisions}
          level={4}
        />
        {trace.sections.map((section, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: trace sections carry no id; their order is the calculation's
          <TraceView key={index} value={section} />
        ))}
      </div>
    </details>
  );
}

const AREA_COLUMNS = [
  { key: "name" },
  { key: "zones" },
  { key: "cpe1", label: "cpe,1" },
  { key: "designUpliftPa" },
  { key: "capacityPa" },
  { key: "fixing", value: (row: JsonObject) => (isObject(row.fixing) ? row.fixing.name : row.fixing) },
  { key: "status" },
  { key: "minimumRule" },
] as const;

/** The fixing calculation: inputs, site wind, load factors, pressures per area, resistances, the fixing chosen. */
function FixingDiagnostics({ data }: { data: JsonObject }) {
  const inputs = isObject(data.inputs) ? data.inputs : {};
  const wind = isObject(data.siteWind) ? data.siteWind : {};
  const zones = isObject(wind.zones) ? wind.zones : {};
  const fixing = isObject(data.fixing) ? data.fixing : {};
  const areas = [
    fixing.perimeter,
    ...(Array.isArray(fixing.localAreas) ? fixing.localAreas : []),
    fixing.generalArea,
  ].filter(isObject);
  const chosen = ["status", "headlap", "settingOut", "batten", "underlay", "counterBattens", "courseFixingRule"];
  return (
    <div className="space-y-6">
      <InputsSection inputs={inputs} />
      <DiagnosticSection title={DIAGNOSTICS_TEXT.siteWind}>
        <ValueView title={DIAGNOSTICS_TEXT.peakVelocityPressure} value={wind.peakVelocityPressure} />
        <DiagnosticSection title={DIAGNOSTICS_TEXT.windZones} level={4}>
          <ScalarTable caption={DIAGNOSTICS_TEXT.windZones} entries={scalarEntries(zones)} />
          {recordsOf(zones.zones).length > 0 ? (
            <RecordTable caption={DIAGNOSTICS_TEXT.zoneList} rows={recordsOf(zones.zones)} />
          ) : null}
          {recordsOf(zones.bands).length > 0 ? (
            <RecordTable caption={DIAGNOSTICS_TEXT.bands} rows={recordsOf(zones.bands)} />
          ) : null}
        </DiagnosticSection>
      </DiagnosticSection>
      <RecordsSection title={DIAGNOSTICS_TEXT.loadFactors} rows={recordsOf(data.loadFactors)} />
      {areas.length > 0 ? (
        <DiagnosticSection title={DIAGNOSTICS_TEXT.pressures}>
          <RecordTable caption={DIAGNOSTICS_TEXT.pressures} rows={areas} columns={AREA_COLUMNS} />
        </DiagnosticSection>
      ) : null}
      {isObject(fixing.capacities) ? (
        <DiagnosticSection title={DIAGNOSTICS_TEXT.resistances}>
          <ScalarTable
            caption={DIAGNOSTICS_TEXT.resistances}
            entries={[
              ...scalarEntries(fixing.capacities),
              ...scalarEntries({ leverArmSet: fixing.leverArmSet ?? null }),
            ]}
          />
        </DiagnosticSection>
      ) : null}
      <DiagnosticSection title={DIAGNOSTICS_TEXT.chosenFixing}>
        <ScalarTable
          caption={DIAGNOSTICS_TEXT.chosenFixing}
          entries={[
            ...scalarEntries(Object.fromEntries(chosen.map((key) => [key, fixing[key] ?? null]))),
            ...scalarEntries({ ridgesAndHips: fixing.ridgesAndHips ?? null, verges: fixing.verges ?? null }),
          ]}
        />
        {chosen
          .filter((key) => isObject(fixing[key]))
          .map((key) => (
            <ValueView key={key} title={labelOf(key)} value={fixing[key]} />
          ))}
      </DiagnosticSection>
      {data.trace !== undefined ? (
        <DiagnosticSection title={DIAGNOSTICS_TEXT.trace}>
          <TraceView value={data.trace} />
        </DiagnosticSection>
      ) : null}
      <OtherValues data={data} shown={["inputs", "siteWind", "loadFactors", "fixing", "trace"]} />
    </div>
  );
}

/** The estimate: the edges, slopes and systems it was given, its summary, quantities per slope and its lines. */
function EstimateDiagnostics({ data }: { data: JsonObject }) {
  const inputs = isObject(data.inputs) ? data.inputs : {};
  const estimate = isObject(data.estimate) ? data.estimate : {};
  return (
    <div className="space-y-6">
      <InputsSection inputs={inputs} />
      <DiagnosticSection title={DIAGNOSTICS_TEXT.estimate}>
        <DiagnosticSection title={DIAGNOSTICS_TEXT.estimateSummary} level={4}>
          <ScalarTable caption={DIAGNOSTICS_TEXT.estimateSummary} entries={scalarEntries(estimate)} />
        </DiagnosticSection>
        <RecordsSection title={DIAGNOSTICS_TEXT.estimateSlopes} rows={recordsOf(estimate.slopes)} level={4} />
        <RecordsSection title={DIAGNOSTICS_TEXT.estimateLines} rows={recordsOf(estimate.lines)} level={4} />
      </DiagnosticSection>
      <OtherValues data={data} shown={["inputs", "estimate"]} />
    </div>
  );
}

/**
 * Diagnostic JSON text as a person reads it: labelled sections and tables, with the raw JSON beneath. Text that
 * is not JSON says 'Invalid JSON string provided.'.
 */
export function DiagnosticsView({ text, kind }: { text: string; kind: DiagnosticsKind }) {
  const data = parseDiagnostics(text);
  if (data === null) return <Alert tone="error">{ROOF_EDITOR_MESSAGES.invalidJson}</Alert>;
  return (
    <div className="space-y-6">
      {isObject(data) ? (
        kind === "fixing" ? (
          <FixingDiagnostics data={data} />
        ) : (
          <EstimateDiagnostics data={data} />
        )
      ) : (
        <ValueView title={DIAGNOSTICS_TEXT.value} value={data} level={3} />
      )}
      <details className="rounded-md bg-slate-50 px-4 py-3">
        <summary className="cursor-pointer font-medium text-slate-800">{DIAGNOSTICS_TEXT.rawJson}</summary>
        <pre className="mt-2 max-h-96 overflow-auto whitespace-pre-wrap break-all text-xs text-slate-700">
          {JSON.stringify(data, null, 2)}
        </pre>
      </details>
    </div>
  );
}
