import { SHELL_TEXT } from "@portal/contracts/ui";
import { Link } from "react-router";

export interface Crumb {
  label: string;
  /** The last crumb is the current page and has no link. */
  to?: string;
}

/** Where the page sits: Projects > project (> plot > roof, or > NBS Clauses) (spec 02 §2). */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  return (
    <nav aria-label={SHELL_TEXT.breadcrumbs} className="mb-3 text-sm">
      <ol className="flex flex-wrap items-center gap-1.5 text-slate-600">
        {items.map((item, index) => (
          <li key={item.to ?? item.label} className="flex items-center gap-1.5">
            {index > 0 ? (
              <span aria-hidden="true" className="text-slate-400">
                &gt;
              </span>
            ) : null}
            {item.to ? (
              <Link to={item.to} className="font-medium text-brand-700 hover:underline">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="font-medium text-slate-900">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
