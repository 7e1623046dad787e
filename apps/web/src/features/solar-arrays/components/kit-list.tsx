import { SOLAR_POWER_DECIMALS, type SolarKitRow } from "@portal/contracts";
import { SOLAR_ARRAY_TEXT } from "@portal/contracts/ui";
import { CompactTable } from "@/components/ui/data-table";

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
        <CompactTable
          caption={SOLAR_ARRAY_TEXT.kitList}
          columns={[
            SOLAR_ARRAY_TEXT.kitCode,
            SOLAR_ARRAY_TEXT.kitName,
            SOLAR_ARRAY_TEXT.kitDescription,
            SOLAR_ARRAY_TEXT.kitCount,
            SOLAR_ARRAY_TEXT.kitPower,
          ]}
        >
          {rows.map((row) => (
            <tr key={`${row.kind}-${row.componentId}`}>
              {/* A product code read on a phone stays whole; the table scrolls in its frame instead. */}
              <td className="whitespace-nowrap px-3 py-2 font-mono">{row.code}</td>
              <td className="px-3 py-2">{row.name}</td>
              <td className="px-3 py-2 text-slate-600">{row.description ?? ""}</td>
              <td className="px-3 py-2 tabular-nums">{row.unit === "m" ? `${row.count} m` : row.count}</td>
              <td className="px-3 py-2 tabular-nums">
                {row.power === null ? "" : row.power.toFixed(SOLAR_POWER_DECIMALS)}
              </td>
            </tr>
          ))}
        </CompactTable>
      )}
    </div>
  );
}
