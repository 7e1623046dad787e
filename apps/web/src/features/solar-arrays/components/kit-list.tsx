import { SOLAR_POWER_DECIMALS, type SolarKitRow } from "@portal/contracts";
import { SOLAR_ARRAY_TEXT } from "@portal/contracts/ui";

/** The kit list (spec 03 §3.2): the server's, from the array as last saved; 'No kits found' when empty. */
export function KitList({ rows, isUpdating }: { rows: readonly SolarKitRow[]; isUpdating: boolean }) {
  return (
    <div className="grid gap-2">
      <h4 className="text-sm font-semibold text-slate-900">{SOLAR_ARRAY_TEXT.kitList}</h4>
      {isUpdating ? (
        <p role="status" className="text-sm text-slate-600">
          {SOLAR_ARRAY_TEXT.updating}
        </p>
      ) : null}
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">{SOLAR_ARRAY_TEXT.noKits}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="min-w-full text-left text-sm">
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th className="py-1 pr-4 font-medium">{SOLAR_ARRAY_TEXT.kitCode}</th>
                <th className="py-1 pr-4 font-medium">{SOLAR_ARRAY_TEXT.kitName}</th>
                <th className="py-1 pr-4 font-medium">{SOLAR_ARRAY_TEXT.kitDescription}</th>
                <th className="py-1 pr-4 text-right font-medium">{SOLAR_ARRAY_TEXT.kitCount}</th>
                <th className="py-1 text-right font-medium">{SOLAR_ARRAY_TEXT.kitPower}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.kind}-${row.componentId}`} className="border-b border-slate-100">
                  <td className="py-1 pr-4 font-mono">{row.code}</td>
                  <td className="py-1 pr-4">{row.name}</td>
                  <td className="py-1 pr-4 text-slate-600">{row.description ?? ""}</td>
                  <td className="py-1 pr-4 text-right tabular-nums">
                    {row.unit === "m" ? `${row.count} m` : row.count}
                  </td>
                  <td className="py-1 text-right tabular-nums">
                    {row.power === null ? "" : row.power.toFixed(SOLAR_POWER_DECIMALS)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
