import { PROJECTS_TEXT } from "@portal/contracts/ui";
import type { Crumb } from "@/components/ui/breadcrumbs";
import { paths, plotPath, projectPagePath } from "@/config/paths";

/** The breadcrumbs down to a project, each a link; a name not loaded yet shows as "…". */
export function projectTrail(projectId: number, projectName: string | undefined): Crumb[] {
  return [
    { label: PROJECTS_TEXT.title, to: paths.projects },
    { label: projectName ?? "…", to: projectPagePath(projectId) },
  ];
}

/** The breadcrumbs down to a plot of a project, each a link. */
export function plotTrail(
  projectId: number,
  projectName: string | undefined,
  plotId: number,
  plotName: string | undefined,
): Crumb[] {
  return [...projectTrail(projectId, projectName), { label: plotName ?? "…", to: plotPath(projectId, plotId) }];
}
