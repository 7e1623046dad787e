import { PROJECTS_TEXT, ROOFS_TEXT } from "@portal/contracts/ui";
import { Navigate, useParams } from "react-router";
import { Spinner } from "@/components/ui/spinner";
import { paths, plotPath, projectPagePath, roofPath } from "@/config/paths";
import { isNotFound, usePlot } from "@/features/plots/api/get-plot";
import { Breadcrumbs } from "@/features/plots/components/breadcrumbs";
import { useProject } from "@/features/projects/api/get-project";
import { useRoof } from "@/features/roofs/api/get-roof";
import { RoofFrame } from "@/features/roofs/components/roof-frame";
import { parseId } from "./plot";

/**
 * /project/{id}/plot/{plotId}/roof/{roofId}, also reached as /project/{id}/plot/{plotId}/{roofId} (spec 02 §2
 * gives both forms).
 */
export function RoofRoute() {
  const params = useParams();
  const projectId = parseId(params.id);
  const plotId = parseId(params.plotId);
  const roofId = parseId(params.roofId);
  // A non-numeric id goes back a level, as the project page sends a bad project id to /projects.
  if (projectId === null) return <Navigate to={paths.projects} replace />;
  if (plotId === null) return <Navigate to={projectPagePath(projectId)} replace />;
  if (roofId === null) return <Navigate to={plotPath(projectId, plotId)} replace />;
  return <RoofPage key={roofId} projectId={projectId} plotId={plotId} roofId={roofId} />;
}

function RoofPage({ projectId, plotId, roofId }: { projectId: number; plotId: number; roofId: number }) {
  const roof = useRoof(roofId);
  const plot = usePlot(plotId);
  const project = useProject(projectId);

  if (plot.isError && isNotFound(plot.error)) return <Navigate to={projectPagePath(projectId)} replace />;
  // A deleted (or unknown) roof returns to its plot.
  if (roof.isError && isNotFound(roof.error)) return <Navigate to={plotPath(projectId, plotId)} replace />;
  if (roof.data && roof.data.plotId !== plotId)
    return <Navigate to={roofPath(projectId, roof.data.plotId, roofId)} replace />;
  if (roof.isError) return null;
  if (roof.isPending) {
    return (
      <div className="flex justify-center py-16 text-brand-700">
        <Spinner label={ROOFS_TEXT.loadingRoof} />
      </div>
    );
  }

  return (
    <RoofFrame
      projectId={projectId}
      roof={roof.data}
      breadcrumbs={
        <Breadcrumbs
          items={[
            { label: PROJECTS_TEXT.title, to: paths.projects },
            { label: project.data?.name ?? "…", to: projectPagePath(projectId) },
            { label: plot.data?.name ?? "…", to: plotPath(projectId, plotId) },
            { label: roof.data.name },
          ]}
        />
      }
    />
  );
}
