import type { SolarWindCheck } from "@portal/contracts";
import { SOLAR_ARRAY_TEXT } from "@portal/contracts/ui";
import { cn } from "@/lib/cn";

/** The kit's declared wind resistance against the design uplift of the roof's zones the array may cover. */
export function WindCheck({ check }: { check: SolarWindCheck }) {
  return (
    <div className="grid content-start gap-2">
      <h4 className="text-sm font-semibold text-slate-900">{SOLAR_ARRAY_TEXT.windCheck}</h4>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-600">{SOLAR_ARRAY_TEXT.windResistance}</dt>
        <dd className="tabular-nums">{SOLAR_ARRAY_TEXT.kpa(check.resistanceKpa)}</dd>
        <dt className="text-slate-600">{SOLAR_ARRAY_TEXT.designPressure}</dt>
        <dd className="tabular-nums">{SOLAR_ARRAY_TEXT.kpa(check.designPressureKpa)}</dd>
        <dt className="text-slate-600">{SOLAR_ARRAY_TEXT.governingArea}</dt>
        <dd>{check.governingArea}</dd>
        <dt className="text-slate-600">{SOLAR_ARRAY_TEXT.placement}</dt>
        <dd>{check.condition}</dd>
      </dl>
      <p className={cn("text-sm font-medium", check.passes ? "text-emerald-700" : "text-red-700")}>
        {check.passes ? SOLAR_ARRAY_TEXT.windCheckPasses : SOLAR_ARRAY_TEXT.windCheckFails}
      </p>
      <p className="text-xs text-slate-500">{check.working}</p>
    </div>
  );
}
