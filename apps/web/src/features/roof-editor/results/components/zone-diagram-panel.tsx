import type { FixingVerdict, RoofFixingResult, SettingOut, ZoneFixing } from "@portal/contracts";
import { ZONE_DIAGRAM_TEXT } from "@portal/contracts/ui";
import { useId, useMemo } from "react";
import { CardSection } from "@/components/ui/card";
import { type DataColumn, DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { Spinner } from "@/components/ui/spinner";
import { formatDateTime } from "@/lib/forms/dates";
import { settingOutRows, useFixingResult } from "../api/get-fixing-result";
import { FixingSwatch } from "./fixing-pattern";
import { type FixingStyle, fixingNameOf, fixingStylesOf } from "./fixing-styles";
import { svgIdOf, ZoneDiagram } from "./zone-diagram";
import { formatMetres, layoutZones, type ZoneLayout } from "./zone-layout";

export interface ZoneDiagramPanelProps {
  roofId: number;
}

/**
 * The roof's wind-zone areas and the fixing each needs (GET /roofs/fixing-result/{id}): a diagram to scale with a
 * legend of the fixings, and a table saying the same in words. While the roof is incomplete, a calm empty state.
 */
export function ZoneDiagramPanel({ roofId }: ZoneDiagramPanelProps) {
  const headingId = useId();
  const query = useFixingResult(roofId);
  return (
    <CardSection title={ZONE_DIAGRAM_TEXT.title} headingId={headingId} className="p-6" headerClassName="mb-4">
      {query.isPending ? (
        <div className="py-10 text-center text-brand-700">
          <Spinner label={ZONE_DIAGRAM_TEXT.loading} />
        </div>
      ) : query.data ? (
        <FixingResultView result={query.data} />
      ) : query.data === null ? (
        <EmptyState title={ZONE_DIAGRAM_TEXT.notReadyTitle}>{ZONE_DIAGRAM_TEXT.notReadyText}</EmptyState>
      ) : null}
    </CardSection>
  );
}

function FixingResultView({ result }: { result: RoofFixingResult }) {
  const styles = useMemo(() => fixingStylesOf(result.areas), [result.areas]);
  const layout = useMemo(() => layoutZones(result), [result]);
  const { geometry } = result;
  return (
    <div className="space-y-5 text-sm text-slate-700">
      <div className="space-y-1">
        <p>
          {ZONE_DIAGRAM_TEXT.summaryLine({
            span: formatMetres(geometry.spanM),
            length: formatMetres(geometry.buildingLengthM),
            pitch: formatMetres(geometry.pitchDeg),
            qp: String(result.peakVelocityPressurePa),
          })}{" "}
          {ZONE_DIAGRAM_TEXT.headlapAndBatten(result.headlapMm, result.batten)}
        </p>
        <p>{ZONE_DIAGRAM_TEXT.calculatedAt(formatDateTime(result.calculatedAt))}</p>
      </div>
      <VerdictView verdict={result.verdict} />
      <SettingOutView settingOut={result.settingOut} rafterLengthM={result.geometry.rafterLengthM} />
      <div className="flex flex-col gap-6 xl:flex-row xl:items-start">
        {layout ? (
          <figure className="min-w-0 flex-1">
            <ZoneDiagram result={result} layout={layout} styles={styles} />
          </figure>
        ) : null}
        <Legend styles={styles} layout={layout} />
      </div>
      <ZoneTable result={result} styles={styles} />
      <ChecksTable verdict={result.verdict} />
      {result.assumptions.length > 0 ? (
        <details className="rounded-md bg-slate-50 px-4 py-3">
          <summary className="cursor-pointer font-medium text-slate-800">{ZONE_DIAGRAM_TEXT.assumptions}</summary>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {result.assumptions.map((assumption) => (
              <li key={assumption}>{assumption}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}

const VERDICT_TONES: Record<FixingVerdict["verdict"], string> = {
  complete: "border-emerald-600 bg-emerald-50 text-emerald-900",
  "refer to technical support": "border-red-700 bg-red-50 text-red-900",
  "to confirm": "border-amber-600 bg-amber-50 text-amber-900",
};

/** The roof's verdict as the calculation stored it: complete only when every check meets. */
function VerdictView({ verdict }: { verdict: FixingVerdict }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-md border-l-4 px-4 py-3 ${VERDICT_TONES[verdict.verdict]}`}
    >
      <h3 id={headingId} className="font-semibold">
        {ZONE_DIAGRAM_TEXT.verdictTitle}: {ZONE_DIAGRAM_TEXT.verdictLabels[verdict.verdict]}
      </h3>
      <p className="mt-1">{verdict.summary}</p>
    </section>
  );
}

/** What a roofer sets out from, from the stored calculation: headlap, gauge, courses and the first batten. */
function SettingOutView({ settingOut, rafterLengthM }: { settingOut: SettingOut; rafterLengthM: number }) {
  const headingId = useId();
  const rows = settingOutRows(settingOut);
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="font-semibold text-slate-900">
        {ZONE_DIAGRAM_TEXT.setOutTitle}
      </h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-1 text-xs text-slate-500">{ZONE_DIAGRAM_TEXT.setOutNote(formatMetres(rafterLengthM))}</p>
    </section>
  );
}

type Check = FixingVerdict["checks"][number];

/** Every check with its stored verdict and why: the fixing and underlay of each area, the battens, the setting out. */
function ChecksTable({ verdict }: { verdict: FixingVerdict }) {
  const columns: DataColumn<{ index: number; check: Check }>[] = [
    { id: "check", header: ZONE_DIAGRAM_TEXT.check, cell: ({ check }) => check.check, className: "min-w-48" },
    {
      id: "verdict",
      header: ZONE_DIAGRAM_TEXT.verdict,
      cell: ({ check }) => ZONE_DIAGRAM_TEXT.checkVerdictLabels[check.verdict],
    },
    { id: "reason", header: ZONE_DIAGRAM_TEXT.reason, cell: ({ check }) => check.toConfirm ?? check.reason },
  ];
  return (
    <DataTable
      caption={ZONE_DIAGRAM_TEXT.checksCaption}
      columns={columns}
      rows={verdict.checks.map((check, index) => ({ index, check }))}
      rowKey={(row) => row.index}
      isLoading={false}
      loadingText={ZONE_DIAGRAM_TEXT.loading}
      emptyText={ZONE_DIAGRAM_TEXT.notApplicable}
    />
  );
}

function notesOf(layout: ZoneLayout | null): string[] {
  if (!layout) return [];
  const notes: string[] = [];
  if (layout.kind === "vertical") notes.push(ZONE_DIAGRAM_TEXT.notesWallToScale);
  else notes.push(ZONE_DIAGRAM_TEXT.notesToScale);
  if (layout.kind !== "hipped") notes.push(ZONE_DIAGRAM_TEXT.noteMirrored);
  if (layout.hippedStripM !== null) notes.push(ZONE_DIAGRAM_TEXT.noteHipped(formatMetres(layout.hippedStripM)));
  if (layout.placed.some((placed) => placed.area.kind === "perimeter")) notes.push(ZONE_DIAGRAM_TEXT.notePerimeter);
  for (const { area, index } of layout.notPlaced) {
    notes.push(ZONE_DIAGRAM_TEXT.noteNotPlaced(ZONE_DIAGRAM_TEXT.areaNumber(index + 1), area.dimensions));
  }
  return notes;
}

function Legend({ styles, layout }: { styles: readonly FixingStyle[]; layout: ZoneLayout | null }) {
  const headingId = useId();
  const baseId = svgIdOf(useId());
  const notes = notesOf(layout);
  return (
    <aside aria-labelledby={headingId} className="space-y-3 xl:w-80">
      <h3 id={headingId} className="font-semibold text-slate-900">
        {ZONE_DIAGRAM_TEXT.legendTitle}
      </h3>
      <ul className="space-y-2">
        {styles.map((style, index) => (
          <li key={style.name} className="flex items-center gap-3">
            <FixingSwatch id={`${baseId}-swatch-${index}`} style={style} />
            <span>
              <span className="font-medium text-slate-900">{style.name}</span>
              <span className="text-slate-600">
                {" "}
                ({ZONE_DIAGRAM_TEXT.areasWithFixing(style.areaNumbers.length)}: {style.areaNumbers.join(", ")})
              </span>
            </span>
          </li>
        ))}
      </ul>
      {notes.length > 0 ? (
        <div>
          <h4 className="font-medium text-slate-800">{ZONE_DIAGRAM_TEXT.legendNotesTitle}</h4>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-600">
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </aside>
  );
}

interface ZoneRow {
  number: number;
  area: ZoneFixing;
}

function ZoneTable({ result, styles }: { result: RoofFixingResult; styles: readonly FixingStyle[] }) {
  const baseId = svgIdOf(useId());
  const styleIndex = new Map(styles.map((style, index) => [style.name, index]));
  const columns: DataColumn<ZoneRow>[] = [
    {
      id: "area",
      header: ZONE_DIAGRAM_TEXT.area,
      cell: ({ number, area }) => (
        <div>
          <span className="font-medium text-slate-900">
            {number}. {area.name}
          </span>
          <span className="block text-xs text-slate-500">{area.dimensions}</span>
        </div>
      ),
      className: "min-w-56",
    },
    { id: "zones", header: ZONE_DIAGRAM_TEXT.zones, cell: ({ area }) => area.zones },
    {
      id: "uplift",
      header: ZONE_DIAGRAM_TEXT.designUplift,
      cell: ({ area }) => area.designUpliftPa,
      className: "text-right tabular-nums",
    },
    {
      id: "capacity",
      header: ZONE_DIAGRAM_TEXT.capacity,
      cell: ({ area }) => area.capacityPa ?? ZONE_DIAGRAM_TEXT.notApplicable,
      className: "text-right tabular-nums",
    },
    {
      id: "fixing",
      header: ZONE_DIAGRAM_TEXT.fixing,
      cell: ({ number, area }) => {
        const index = styleIndex.get(fixingNameOf(area)) ?? 0;
        const style = styles[index];
        return (
          <span className="flex items-center gap-2">
            {style ? <FixingSwatch id={`${baseId}-row-${number}`} style={style} /> : null}
            {fixingNameOf(area)}
          </span>
        );
      },
    },
    { id: "status", header: ZONE_DIAGRAM_TEXT.status, cell: ({ area }) => area.status },
  ];
  return (
    <DataTable
      caption={ZONE_DIAGRAM_TEXT.tableCaption}
      columns={columns}
      rows={result.areas.map((area, index) => ({ number: index + 1, area }))}
      rowKey={(row) => row.number}
      isLoading={false}
      loadingText={ZONE_DIAGRAM_TEXT.loading}
      emptyText={ZONE_DIAGRAM_TEXT.notApplicable}
    />
  );
}
