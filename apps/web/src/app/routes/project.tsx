import { PROJECT_MESSAGES } from "@portal/contracts";
import { PROJECT_ERRORS, PROJECT_PAGE_TEXT } from "@portal/contracts/ui";
import { Link, Navigate, useParams } from "react-router";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { LocationPanel } from "@/features/location/components/location-panel";
import { PlotsPanel } from "@/features/plots/components/plots-panel";
import { ProjectFilesTab } from "@/features/project-files/components/project-files-tab";
import { useProject } from "@/features/projects/api/get-project";
import { ProjectBreadcrumbs } from "@/features/projects/components/project-breadcrumbs";
import { ProjectDetailsPanel } from "@/features/projects/components/project-details-panel";
import { useProjectRole } from "@/features/projects/hooks/use-project-role";
import { useSaveProject } from "@/features/projects/hooks/use-save-project";
import { useRealtimeConnection } from "@/lib/realtime";
import { getSettings } from "@/lib/settings";

const backToProjects = (
  <Link to={paths.projects} className={buttonClasses("secondary")}>
    {PROJECT_PAGE_TEXT.backToProjects}
  </Link>
);

/** /project/{id}: a non-numeric id goes back to the list (spec 02 §2). */
export function ProjectRoute() {
  const { id } = useParams();
  if (id === undefined || !/^\d+$/.test(id)) return <Navigate to={paths.projects} replace />;
  return <ProjectPage key={id} projectId={Number(id)} />;
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

  if (project.isPending) {
    return (
      <div className="py-16 text-center text-brand-700">
        <Spinner label={PROJECT_PAGE_TEXT.loading} />
      </div>
    );
  }
  if (project.isError || project.data === null) {
    const text = project.isError ? PROJECT_ERRORS.fetchProject : PROJECT_MESSAGES.notFound;
    return (
      <div>
        <PageHeader title={text} actions={backToProjects} />
        <Card>
          <EmptyState title={text} />
        </Card>
      </div>
    );
  }

  const current = project.data;
  const hasLocation = current.lat !== null && current.long !== null;
  return (
    <div>
      <ProjectBreadcrumbs projectName={current.name} />
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
        <ProjectDetailsPanel project={current} filesTab={<ProjectFilesTab projectId={current.id} />} />
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
    </div>
  );
}
