/**
 * Readable views of the engine's diagnostic JSON: objects as labelled key/value tables, lists of records as
 * tables, nested records as their own subsections. The names come from the calculation's own field names, with
 * the unit the name ends in written out ('peakVelocityPressurePa' → 'Peak velocity pressure (Pa)').
 */
import { DIAGNOSTICS_TEXT } from "@portal/contracts/ui";
import { type ReactNode, useId } from "react";
import { CompactTable, KeyValueTable } from "@/components/ui/data-table";

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const UNIT_SUFFIXES: Record<string, string> = {
  Pa: "Pa",
  Mm: "mm",
  M: "m",
  M2: "m²",
  Ms: "m/s",
  Km: "km",
  Deg: "°",
  N: "N",
};

/** 'peakVelocityPressurePa' → 'Peak velocity pressure (Pa)'. */
export function labelOf(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z])([A-Z][a-z])/g, "$1 $2")
    .split(/[\s_]+/)
    .filter(Boolean);
  const last = words.at(-1);
  const unit = words.length > 1 && last !== undefined ? UNIT_SUFFIXES[last] : undefined;
  const nameWords = unit ? words.slice(0, -1) : words;
  const name = nameWords
    .map((word, index) => (index === 0 ? word : /^[A-Z]{2,}/.test(word) ? word : word.toLowerCase()))
    .join(" ");
  const capitalised = name.charAt(0).toUpperCase() + name.slice(1);
  return unit ? `${capitalised} (${unit})` : capitalised;
}

export function formatScalar(value: Json | undefined): string {
  if (value === null || value === undefined) return "—";
  if (typeof value === "number") return Number.isInteger(value) ? String(value) : String(Number(value.toFixed(3)));
  if (typeof value === "boolean") return value ? DIAGNOSTICS_TEXT.yes : DIAGNOSTICS_TEXT.no;
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.map(formatScalar).join(", ");
  return Object.entries(value)
    .map(([key, item]) => `${labelOf(key)}: ${formatScalar(item)}`)
    .join("; ");
}

const isScalar = (value: Json) => value === null || typeof value !== "object";
const isRecordList = (value: Json): value is JsonObject[] =>
  Array.isArray(value) && value.length > 0 && value.every(isObject);

const headingClasses = { 3: "text-base font-semibold text-slate-900", 4: "font-semibold text-slate-800" } as const;

/** A titled part of a diagnostics view. */
export function DiagnosticSection({
  title,
  level = 3,
  children,
}: {
  title: string;
  level?: 3 | 4;
  children: ReactNode;
}) {
  const headingId = useId();
  const Heading = level === 3 ? "h3" : "h4";
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <Heading id={headingId} className={headingClasses[level]}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

/** Scalars of a record as a two-column table of labelled values. */
export function ScalarTable({ caption, entries }: { caption: string; entries: Array<[string, Json]> }) {
  return (
    <KeyValueTable
      caption={caption}
      rows={entries.map(([key, value]) => [labelOf(key), formatScalar(value)] as const)}
    />
  );
}

/** A list of records as a table, one column per field any of them has. */
export function RecordTable({
  caption,
  rows,
  columns,
}: {
  caption: string;
  rows: readonly JsonObject[];
  /** The fields to show, in order; all of them when omitted. */
  columns?: ReadonlyArray<{ key: string; label?: string; value?: (row: JsonObject) => Json | undefined }>;
}) {
  const shown =
    columns ?? [...new Set(rows.flatMap((row) => Object.keys(row)))].map((key) => ({ key, label: undefined }));
  return (
    <CompactTable
      caption={caption}
      columns={shown.map((column) => ({ key: column.key, label: column.label ?? labelOf(column.key) }))}
    >
      {rows.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: diagnostic rows carry no id; their order is the calculation's
        <tr key={index}>
          {shown.map((column) => {
            const value = "value" in column && column.value ? column.value(row) : row[column.key];
            return (
              <td key={column.key} className="px-3 py-1.5 align-top tabular-nums">
                {formatScalar(value)}
              </td>
            );
          })}
        </tr>
      ))}
    </CompactTable>
  );
}

/**
 * Any value, readably: a record's scalars in one table and each nested record or list as its own subsection;
 * a list of records as a table.
 */
export function ValueView({ title, value, level = 4 }: { title: string; value: Json | undefined; level?: 3 | 4 }) {
  if (value === undefined) return null;
  if (isRecordList(value)) {
    return (
      <DiagnosticSection title={title} level={level}>
        <RecordTable caption={title} rows={value} />
      </DiagnosticSection>
    );
  }
  if (isObject(value)) {
    const entries = Object.entries(value);
    const isInline = (item: Json) => isScalar(item) || (Array.isArray(item) && item.every(isScalar));
    const scalars = entries.filter(([, item]) => isInline(item));
    const nested = entries.filter(([, item]) => !isInline(item));
    return (
      <DiagnosticSection title={title} level={level}>
        <ScalarTable caption={title} entries={scalars} />
        {nested.length > 0 ? (
          <div className="space-y-3 border-l-2 border-slate-100 pl-4">
            {nested.map(([key, item]) => (
              <ValueView key={key} title={labelOf(key)} value={item} level={4} />
            ))}
          </div>
        ) : null}
      </DiagnosticSection>
    );
  }
  return (
    <DiagnosticSection title={title} level={level}>
      <p>{Array.isArray(value) && value.length === 0 ? DIAGNOSTICS_TEXT.empty : formatScalar(value)}</p>
    </DiagnosticSection>
  );
}
