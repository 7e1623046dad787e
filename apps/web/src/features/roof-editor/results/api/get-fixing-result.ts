import {
  ROOF_EDITOR_MESSAGES,
  type RoofFixingResult,
  RoofFixingResultSchema,
  type SettingOut,
} from "@portal/contracts";
import { ROOF_RESULTS_ERRORS, ZONE_DIAGRAM_TEXT } from "@portal/contracts/ui";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { showErrorAs } from "@/lib/api-error-handlers";
import { fixingResultQueryKey } from "./keys";

/**
 * GET /roofs/fixing-result/{id}; null while the roof is incomplete (404 'Not enough data to generate fixing spec
 * diagnostics'), which the diagram shows as its empty state rather than as a failure.
 */
export function getFixingResult(roofId: number): Promise<RoofFixingResult | null> {
  return apiRequest<RoofFixingResult | null>(`/roofs/fixing-result/${roofId}`, {
    schema: RoofFixingResultSchema,
    onError: (failure) =>
      failure.status === 404 && failure.body?.message === ROOF_EDITOR_MESSAGES.fixingDiagnosticsNotReady
        ? null
        : showErrorAs(ROOF_RESULTS_ERRORS.fetchFixingResult)(failure),
  });
}

export const fixingResultQueryOptions = (roofId: number) =>
  queryOptions({ queryKey: fixingResultQueryKey(roofId), queryFn: () => getFixingResult(roofId) });

export function useFixingResult(roofId: number) {
  return useQuery(fixingResultQueryOptions(roofId));
}

/**
 * What a roofer sets out from, as the stored calculation gives it (never worked out in the browser): headlap,
 * gauge, courses and the first batten, each as a label and its words. The wind-zone panel and the tile fields both
 * show these rows, so the two always read the same.
 */
export function settingOutRows(settingOut: SettingOut): Array<[label: string, value: string]> {
  // A roofer sets out to the millimetre; a tenth shows how the gauge divides the rafter.
  const figure = (value: number) => String(Number(value.toFixed(1)));
  const millimetres = (value: number) => ZONE_DIAGRAM_TEXT.millimetres(figure(value));
  return [
    [ZONE_DIAGRAM_TEXT.setOutHeadlap, millimetres(settingOut.headlapMm)],
    [ZONE_DIAGRAM_TEXT.setOutGauge, millimetres(settingOut.gaugeMm)],
    [ZONE_DIAGRAM_TEXT.setOutCourses, String(settingOut.courses)],
    [
      ZONE_DIAGRAM_TEXT.setOutEavesBatten,
      settingOut.eavesBattenMm === null || settingOut.eavesOverhangMm === null
        ? ZONE_DIAGRAM_TEXT.setOutNotStored
        : ZONE_DIAGRAM_TEXT.setOutEavesBattenValue(
            figure(settingOut.eavesBattenMm),
            figure(settingOut.eavesOverhangMm),
          ),
    ],
  ];
}
