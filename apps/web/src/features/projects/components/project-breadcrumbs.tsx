import { PROJECT_LIST_TEXT, PROJECT_PAGE_TEXT } from "@portal/contracts/ui";
import { Link } from "react-router";
import { paths } from "@/config/paths";

/** Projects > project (spec 02 §2). */
export function ProjectBreadcrumbs({ projectName }: { projectName: string }) {
  return (
    <nav aria-label={PROJECT_PAGE_TEXT.breadcrumbs} className="mb-3 text-sm">
      <ol className="flex flex-wrap items-center gap-1.5 text-slate-600">
        <li>
          <Link to={paths.projects} className="font-medium text-brand-700 hover:underline">
            {PROJECT_LIST_TEXT.title}
          </Link>
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="text-slate-400">
            &gt;
          </span>
          <span aria-current="page" className="font-medium text-slate-900">
            {projectName}
          </span>
        </li>
      </ol>
    </nav>
  );
}
