import { PLOTS_TEXT } from "@portal/contracts/ui";
import { Navigate, useNavigate, useParams } from "react-router";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { Spinner } from "@/components/ui/spinner";
import { idFromPath, paths, plotPath, projectPagePath, roofPath } from "@/config/paths";
import { DocumentsPanel } from "@/features/documents/components/documents-panel";
import { isNotFound, usePlot } from "@/features/plots/api/get-plot";
import { PlotHeader } from "@/features/plots/components/plot-header";
import { useProject } from "@/features/projects/api/get-project";
import { AddRoofButton } from "@/features/roofs/components/add-roof-button";
import { RoofCards } from "@/features/roofs/components/roof-cards";
import { projectTrail } from "./trail";

/**
 * /project/{id}/plot/{plotId}: the plot's roofs as cards, Add New Roof, the plot's Options, and the Documents
 * panel of the plot and each roof (spec 02 §2).
 */
export function PlotRoute() {
  const params = useParams();
  const projectId = idFromPath(params.id);
  const plotId = idFromPath(params.plotId);
  // A non-numeric id goes back a level, as the project page sends a bad project id to /projects.
  if (projectId === null) return <Navigate to={paths.projects} replace />;
  if (plotId === null) return <Navigate to={projectPagePath(projectId)} replace />;
  return <PlotPage key={plotId} projectId={projectId} plotId={plotId} />;
}

function PlotPage({ projectId, plotId }: { projectId: number; plotId: number }) {
  const navigate = useNavigate();
  const plot = usePlot(plotId);
  const project = useProject(projectId);

  // A deleted (or unknown) plot returns to its project (spec 02 §8).
  if (plot.isError && isNotFound(plot.error)) return <Navigate to={projectPagePath(projectId)} replace />;
  // A plot reached through another project's address is shown under its own project.
  if (plot.data && plot.data.projectId !== projectId)
    return <Navigate to={plotPath(plot.data.projectId, plot.data.id)} replace />;
  if (plot.isError) return null;
  if (plot.isPending) {
    return (
      <div className="flex justify-center py-16 text-brand-700">
        <Spinner label={PLOTS_TEXT.loadingPlot} />
      </div>
    );
  }

  return (
    <div>
      <Breadcrumbs items={[...projectTrail(projectId, project.data?.name), { label: plot.data.name }]} />
      <PlotHeader
        plot={plot.data}
        actions={<AddRoofButton plotId={plotId} />}
        onDeleted={() => navigate(projectPagePath(projectId), { replace: true })}
      />
      <RoofCards projectId={projectId} roofs={plot.data.roofs} />
      <DocumentsPanel
        className="mt-6"
        projectId={projectId}
        items={[
          { level: "plot", id: plotId, name: plot.data.name },
          ...plot.data.roofs.map((roof) => ({
            level: "roof" as const,
            id: roof.id,
            name: roof.name,
            editorPath: roofPath(projectId, plotId, roof.id),
          })),
        ]}
      />
    </div>
  );
}
