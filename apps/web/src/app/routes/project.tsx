import { PROJECT_MESSAGES } from "@portal/contracts";
import { PROJECT_FILES_TEXT, PROJECT_LIST_TEXT, PROJECT_PAGE_TEXT } from "@portal/contracts/ui";
import { Suspense } from "react";
import { Link, Navigate, useParams } from "react-router";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { Spinner } from "@/components/ui/spinner";
import { idFromPath, paths } from "@/config/paths";
import { DocumentsPanel } from "@/features/documents/components/documents-panel";
import { LocationPanel } from "@/features/location/components/location-panel";
import { NbsClausesLink } from "@/features/nbs-clauses";
import { PlotsPanel } from "@/features/plots/components/plots-panel";
import { useProject } from "@/features/projects/api/get-project";
import { ProjectDetailsPanel } from "@/features/projects/components/project-details-panel";
import { projectPlaceholder } from "@/features/projects/components/project-placeholder";
import { useProjectRole } from "@/features/projects/hooks/use-project-role";
import { useSaveProject } from "@/features/projects/hooks/use-save-project";
import { lazyComponent } from "@/lib/lazy-component";
import { useRealtimeConnection } from "@/lib/realtime";
import { getSettings } from "@/lib/settings";

const backToProjects = (
  <Link to={paths.projects} className={buttonClasses("secondary")}>
    {PROJECT_PAGE_TEXT.backToProjects}
  </Link>
);

// The Files tab opens on demand: its upload, table and dialogs come in their own chunk when it is first chosen.
const ProjectFilesTab = lazyComponent(
  () => import("@/features/project-files/components/project-files-tab"),
  "ProjectFilesTab",
);

/** /project/{id}: a non-numeric id goes back to the list (spec 02 §2). */
export function ProjectRoute() {
  const projectId = idFromPath(useParams().id);
  if (projectId === null) return <Navigate to={paths.projects} replace />;
  return <ProjectPage key={projectId} projectId={projectId} />;
}

/**
 * The project page composes the location, project details (with the files tab) and plots features. Plots
 * need the site's coordinates, so until both are set the page says so instead.
 */
function ProjectPage({ projectId }: { projectId: number }) {
  const project = useProject(projectId);
  const role = useProjectRole();
  const save = useSaveProject(projectId);
  // Clone and document events for this page's items arrive over the realtime connection.
  useRealtimeConnection();

  const placeholder = projectPlaceholder(project, backToProjects);
  if (placeholder !== null || !project.data) return placeholder;

  const current = project.data;
  const hasLocation = current.lat !== null && current.long !== null;
  return (
    <div>
      <Breadcrumbs items={[{ label: PROJECT_LIST_TEXT.title, to: paths.projects }, { label: current.name }]} />
      <PageHeader title={current.name} description={current.referenceNumber} actions={backToProjects} />
      <div className="grid gap-6 2xl:grid-cols-2">
        <LocationPanel
          site={current}
          isLocked={current.isAddressEditLocked}
          isStaff={role.isStaff}
          tileUrl={getSettings()?.mapTileUrl ?? ""}
          onSave={(site) => save({ ...site, notes: undefined })}
          onLockChange={(isAddressEditLocked) => save({ isAddressEditLocked, notes: undefined })}
        />
        <ProjectDetailsPanel
          project={current}
          filesTab={
            <Suspense fallback={<Spinner label={PROJECT_FILES_TEXT.loadingFiles} />}>
              <ProjectFilesTab projectId={current.id} />
            </Suspense>
          }
        />
      </div>
      <div className="mt-6">
        {hasLocation ? (
          <PlotsPanel projectId={current.id} />
        ) : (
          <Card className="p-5">
            <p className="text-sm text-slate-700">{PROJECT_MESSAGES.noLocation}</p>
          </Card>
        )}
      </div>
      <DocumentsPanel
        className="mt-6"
        projectId={current.id}
        items={[{ level: "project", id: current.id }]}
        nbsAction={<NbsClausesLink projectId={current.id} className={buttonClasses("secondary")} />}
      />
    </div>
  );
}
