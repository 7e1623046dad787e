import { ROOF_EDITOR_SECTIONS, ROOFS_TEXT, type RoofEditorSection } from "@portal/contracts/ui";
import { useQueryClient } from "@tanstack/react-query";
import { Suspense, useEffect } from "react";
import { Navigate, useParams, useSearchParams } from "react-router";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { Spinner } from "@/components/ui/spinner";
import { idFromPath, paths, projectPagePath, roofPath } from "@/config/paths";
import { DocumentsPanel } from "@/features/documents/components/documents-panel";
import { RoofGenerateButtons } from "@/features/documents/components/roof-generate-buttons";
import { isNotFound, usePlot } from "@/features/plots/api/get-plot";
import { useProject } from "@/features/projects/api/get-project";
import { useProjectRole } from "@/features/projects/hooks/use-project-role";
import { prefetchRoofEditor } from "@/features/roof-editor/api/prefetch-roof-editor";
import { useRoof } from "@/features/roofs/api/get-roof";
import { RoofFrame } from "@/features/roofs/components/roof-frame";
import { useRoofSolarSlot } from "@/features/solar-arrays/components/roof-solar";
import { lazyComponent } from "@/lib/lazy-component";
import { plotTrail } from "./trail";

// The editor is most of the page's code: the frame shows at once and the editor's chunk follows. Its download
// starts as soon as this route's code runs, alongside the roof's own request, rather than after it answers.
const loadRoofEditor = () => import("@/features/roof-editor/components/roof-editor");
void loadRoofEditor();
const RoofEditor = lazyComponent(loadRoofEditor, "RoofEditor");
// A missing roof is rare: its page is fetched when it is shown.
const MissingRoof = lazyComponent(() => import("./roof-missing"), "MissingRoof");

function sectionOf(value: string | null): RoofEditorSection | null {
  return ROOF_EDITOR_SECTIONS.find((section) => section === value) ?? null;
}

/** The editor with the solar designer's switch and panel, which the solar-arrays feature builds (spec 03 §2.3). */
function RoofEditorWithSolar(props: { projectId: number; roofId: number; section: RoofEditorSection | null }) {
  const solar = useRoofSolarSlot(props.roofId);
  return <RoofEditor {...props} solar={solar} />;
}

function LoadingSpinner({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-16 text-brand-700">
      <Spinner label={label} />
    </div>
  );
}

/**
 * /project/{id}/plot/{plotId}/roof/{roofId}, also reached as /project/{id}/plot/{plotId}/{roofId} (spec 02 §2
 * gives both forms).
 */
export function RoofRoute() {
  const params = useParams();
  const projectId = idFromPath(params.id);
  const plotId = idFromPath(params.plotId);
  const roofId = idFromPath(params.roofId);
  // A non-numeric project or plot id goes back a level, as the project page sends a bad project id to /projects.
  if (projectId === null) return <Navigate to={paths.projects} replace />;
  if (plotId === null) return <Navigate to={projectPagePath(projectId)} replace />;
  // A roof id that is no number names no roof either: the same 'No roof selected' as an unknown one.
  if (roofId === null) return <MissingRoof projectId={projectId} plotId={plotId} />;
  return <RoofPage key={roofId} projectId={projectId} plotId={plotId} roofId={roofId} />;
}

function RoofPage({ projectId, plotId, roofId }: { projectId: number; plotId: number; roofId: number }) {
  const queryClient = useQueryClient();
  const roof = useRoof(roofId);
  const roofFound = roof.isSuccess;
  // Once the roof is known to exist, the editor's reads start at once rather than after its code has arrived.
  useEffect(() => {
    if (roofFound) prefetchRoofEditor(queryClient, roofId);
  }, [queryClient, roofId, roofFound]);
  const plot = usePlot(plotId);
  const project = useProject(projectId);
  const role = useProjectRole();
  const [searchParams] = useSearchParams();

  if (plot.isError && isNotFound(plot.error)) return <Navigate to={projectPagePath(projectId)} replace />;
  // An unknown roof, or one deleted while it is open (realtime reads it again), says so where the user is.
  if (roof.isError && isNotFound(roof.error)) {
    return <MissingRoof projectId={projectId} plotId={plotId} />;
  }
  if (roof.data && roof.data.plotId !== plotId)
    return <Navigate to={roofPath(projectId, roof.data.plotId, roofId)} replace />;
  if (roof.isError) return null;
  if (roof.isPending) return <LoadingSpinner label={ROOFS_TEXT.loadingRoof} />;

  return (
    <RoofFrame
      projectId={projectId}
      roof={roof.data}
      generateButtons={<RoofGenerateButtons projectId={projectId} roofId={roofId} canGenerateImproved={role.isStaff} />}
      breadcrumbs={
        <Breadcrumbs
          items={[...plotTrail(projectId, project.data?.name, plotId, plot.data?.name), { label: roof.data.name }]}
        />
      }
    >
      <Suspense fallback={<LoadingSpinner label={ROOFS_TEXT.loadingRoof} />}>
        <RoofEditorWithSolar projectId={projectId} roofId={roofId} section={sectionOf(searchParams.get("section"))} />
      </Suspense>
      <DocumentsPanel className="mt-6" projectId={projectId} items={[{ level: "roof", id: roofId }]} />
    </RoofFrame>
  );
}
