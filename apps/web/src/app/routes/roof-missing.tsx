import { ROOF_EDITOR_MESSAGES } from "@portal/contracts";
import { ROOFS_TEXT } from "@portal/contracts/ui";
import { Link, Navigate } from "react-router";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { buttonClasses } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { plotPath, projectPagePath } from "@/config/paths";
import { isNotFound, usePlot } from "@/features/plots/api/get-plot";
import { useProject } from "@/features/projects/api/get-project";
import { plotTrail } from "./trail";

/**
 * A roof that does not exist (spec 03 §2.1: 'No roof selected'): an unknown id, one that is no number, or a roof
 * deleted while open once it is read again. It stays in the page's frame with the breadcrumbs to its project and
 * plot and the way back to the plot, rather than a silent move the user cannot explain. An unknown plot still
 * goes back to the project, as the roof page does.
 */
export function MissingRoof({ projectId, plotId }: { projectId: number; plotId: number }) {
  const plot = usePlot(plotId);
  const project = useProject(projectId);
  if (plot.isError && isNotFound(plot.error)) return <Navigate to={projectPagePath(projectId)} replace />;
  return (
    <div>
      <Breadcrumbs items={plotTrail(projectId, project.data?.name, plotId, plot.data?.name)} />
      <PageHeader
        title={ROOF_EDITOR_MESSAGES.noRoofSelected}
        actions={
          <Link to={plotPath(projectId, plotId)} className={buttonClasses("secondary")}>
            {ROOFS_TEXT.backToPlot}
          </Link>
        }
      />
    </div>
  );
}
