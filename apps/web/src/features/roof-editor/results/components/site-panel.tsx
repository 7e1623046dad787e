import type { ProjectSiteData, ProjectSiteInputsUpdate, SiteValueSource } from "@portal/contracts";
import { SITE_PANEL_TEXT, SITE_SOURCE_LABELS } from "@portal/contracts/ui";
import { type ReactNode, useId } from "react";
import { Alert } from "@/components/ui/alert";
import { CardSection } from "@/components/ui/card";
import { CompactTable } from "@/components/ui/data-table";
import { Spinner } from "@/components/ui/spinner";
import { showSuccessToast } from "@/lib/toast";
import { useProjectSite } from "../api/get-project-site";
import { useUpdateProjectSite } from "../api/update-project-site";
import { useRecalculation } from "../hooks/use-recalculation";
import { ConfirmRecalculationDialog } from "./confirm-recalculation-dialog";
import { type ClearableSiteField, SiteForm } from "./site-form";

export interface SitePanelProps {
  projectId: number;
  roofId: number;
}

/**
 * What the wind calculation used for the project's site (GET /site-data/project/{projectId}), each value with
 * where it came from, and the values the owner and staff may enter. A site change does not recalculate the
 * project's roofs by itself: after a save this roof is recalculated (force false) and its answers read again.
 */
export function SitePanel({ projectId, roofId }: SitePanelProps) {
  const headingId = useId();
  const query = useProjectSite(projectId);
  const update = useUpdateProjectSite(projectId);
  const recalculation = useRecalculation(roofId);

  const send = async (body: ProjectSiteInputsUpdate) => {
    await update.mutateAsync(body);
    showSuccessToast(SITE_PANEL_TEXT.saved);
    await recalculation.recalculate({ force: false, announceNotReady: false });
  };
  const clear = async (field: ClearableSiteField) => {
    if (!query.data) return;
    try {
      await send({ [field]: null, version: query.data.siteInputs.version });
    } catch {
      // The failure's toast is shown by the call; the form keeps what was entered.
    }
  };

  return (
    <CardSection title={SITE_PANEL_TEXT.title} headingId={headingId} className="p-6" headerClassName="mb-2">
      <p className="mb-4 text-sm text-slate-600">{SITE_PANEL_TEXT.intro}</p>
      {query.isPending ? (
        <div className="py-10 text-center text-brand-700">
          <Spinner label={SITE_PANEL_TEXT.loading} />
        </div>
      ) : query.data ? (
        <div className="space-y-6">
          <SiteValues site={query.data} />
          <SiteForm
            key={query.data.siteInputs.version}
            inputs={query.data.siteInputs}
            isSaving={update.isPending || recalculation.isPending}
            save={send}
            clear={clear}
          />
        </div>
      ) : null}
      <ConfirmRecalculationDialog recalculation={recalculation} />
    </CardSection>
  );
}

interface SiteRow {
  item: string;
  value: ReactNode;
  source: SiteValueSource | string;
  needsConfirmation: boolean;
  detail: ReactNode;
}

const withUnit = (value: number, unit: string) => (unit ? `${value} ${unit}` : String(value));

function rowsOf(site: ProjectSiteData): SiteRow[] {
  const { location, windInputs: wind, peakVelocityPressure: qp } = site;
  const sourced = (
    item: string,
    input: { source: SiteValueSource; needsConfirmation: boolean; detail: string },
    value: ReactNode,
  ): SiteRow => ({
    item,
    value,
    source: SITE_SOURCE_LABELS[input.source],
    needsConfirmation: input.needsConfirmation,
    detail: input.detail,
  });
  const place = [location.postcode ?? location.outcode, location.town].filter(Boolean).join(", ");
  return [
    {
      item: SITE_PANEL_TEXT.position,
      value: (
        <>
          {SITE_PANEL_TEXT.positionValue(location.latitude, location.longitude)}
          {place ? <span className="block text-xs text-slate-500">{place}</span> : null}
        </>
      ),
      source: SITE_PANEL_TEXT.positionSources[location.source],
      needsConfirmation: false,
      detail: location.detail,
    },
    sourced(SITE_PANEL_TEXT.vbMap, wind.vbMap, withUnit(wind.vbMap.value, wind.vbMap.unit)),
    sourced(
      SITE_PANEL_TEXT.distanceToSea,
      wind.distanceToSea,
      withUnit(wind.distanceToSea.value, wind.distanceToSea.unit),
    ),
    sourced(SITE_PANEL_TEXT.altitude, wind.altitude, withUnit(wind.altitude.value, wind.altitude.unit)),
    sourced(
      SITE_PANEL_TEXT.terrain,
      wind.terrain,
      wind.terrain.value === "town" ? SITE_PANEL_TEXT.terrainTown : SITE_PANEL_TEXT.terrainCountry,
    ),
    sourced(
      SITE_PANEL_TEXT.distanceInsideTown,
      wind.distanceInsideTown,
      wind.distanceInsideTown.value === null
        ? SITE_PANEL_TEXT.notUsed
        : withUnit(wind.distanceInsideTown.value, wind.distanceInsideTown.unit),
    ),
    sourced(SITE_PANEL_TEXT.orography, wind.orography, wind.orography.value ? SITE_PANEL_TEXT.yes : SITE_PANEL_TEXT.no),
    sourced(
      SITE_PANEL_TEXT.orographyFactor,
      wind.orographyFactor,
      withUnit(wind.orographyFactor.value, wind.orographyFactor.unit),
    ),
    sourced(
      SITE_PANEL_TEXT.referenceHeight,
      wind.referenceHeight,
      withUnit(wind.referenceHeight.value, wind.referenceHeight.unit),
    ),
    {
      item: SITE_PANEL_TEXT.qp,
      value: `${Math.round(qp.peakVelocityPressurePa)} Pa`,
      source: qp.isIndicative ? SITE_SOURCE_LABELS.indicative : SITE_SOURCE_LABELS.computed,
      needsConfirmation: qp.isIndicative,
      detail: (
        <details>
          <summary className="cursor-pointer">{SITE_PANEL_TEXT.qpWorking}</summary>
          <pre className="mt-2 whitespace-pre-wrap text-xs text-slate-700">{site.traceText}</pre>
        </details>
      ),
    },
  ];
}

function SiteValues({ site }: { site: ProjectSiteData }) {
  return (
    <div className="space-y-4">
      {site.isIndicative ? <Alert tone="info">{SITE_PANEL_TEXT.indicativeResult}</Alert> : null}
      <CompactTable
        caption={SITE_PANEL_TEXT.tableCaption}
        columns={[SITE_PANEL_TEXT.item, SITE_PANEL_TEXT.value, SITE_PANEL_TEXT.source, SITE_PANEL_TEXT.details]}
      >
        {rowsOf(site).map((row) => (
          <tr key={row.item}>
            <th scope="row" className="px-3 py-2 text-left font-medium text-slate-900">
              {row.item}
            </th>
            <td className="px-3 py-2 whitespace-nowrap tabular-nums">{row.value}</td>
            <td className="px-3 py-2">
              <span className="whitespace-nowrap">{row.source}</span>
              {row.needsConfirmation ? (
                <span className="ml-2 inline-block rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900">
                  {SITE_PANEL_TEXT.toConfirm}
                </span>
              ) : null}
            </td>
            <td className="px-3 py-2 text-xs text-slate-600">{row.detail}</td>
          </tr>
        ))}
      </CompactTable>
      {site.notes.length > 0 ? (
        <div>
          <h3 className="font-semibold text-slate-900">{SITE_PANEL_TEXT.notes}</h3>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
            {site.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
