import type { ReactNode } from "react";

/** A column's name; a column whose name might repeat another's gives its own key. */
export type ResultColumn = string | { key: string; label: string };

/**
 * A table of a roof's results: it scrolls sideways on a narrow screen, its caption is for screen readers, and a
 * header row names the columns above the rows given as children.
 */
export function ResultTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: readonly ResultColumn[];
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const { key, label } = typeof column === "string" ? { key: column, label: column } : column;
              return (
                <th
                  key={key}
                  scope="col"
                  className="px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600"
                >
                  {label}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}
