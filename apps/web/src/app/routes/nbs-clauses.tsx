import { PDF_TYPES } from "@portal/contracts";
import { NBS_CLAUSES_TEXT, ROOFS_TEXT } from "@portal/contracts/ui";
import { useState } from "react";
import { Link, Navigate, useParams } from "react-router";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { Button, buttonClasses } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { idFromPath, paths, projectPagePath } from "@/config/paths";
import { useDocumentAvailability } from "@/features/documents/api/get-document-availability";
import { runGeneration, useIsGenerating } from "@/features/documents/hooks/generation-flow";
import { NbsClausesEditor } from "@/features/nbs-clauses";
import { useProject } from "@/features/projects/api/get-project";
import { projectPlaceholder } from "@/features/projects/components/project-placeholder";
import { useProjectRole } from "@/features/projects/hooks/use-project-role";
import { projectTrail } from "./trail";

/** /project/{id}/nbs-clauses: a non-numeric id goes back to the list, as the project page does (spec 02 §2). */
export function NbsClausesRoute() {
  const projectId = idFromPath(useParams().id);
  if (projectId === null) return <Navigate to={paths.projects} replace />;
  return <NbsClausesPage key={projectId} projectId={projectId} />;
}

/**
 * The project's NBS Clauses page: the editor of the nbs-clauses feature with the page's own buttons. Generate NBS
 * makes the project's NBS document with the clauses as they stand (the page is itself the review, so it asks
 * nothing first), waiting for an autosave in progress.
 */
function NbsClausesPage({ projectId }: { projectId: number }) {
  const project = useProject(projectId);
  const role = useProjectRole();
  const isGenerating = useIsGenerating();
  const availability = useDocumentAvailability("project", projectId);
  const [isSaving, setIsSaving] = useState(false);
  const backToProject = (
    <Link to={projectPagePath(projectId)} className={buttonClasses("secondary")}>
      {NBS_CLAUSES_TEXT.backToProject}
    </Link>
  );

  const placeholder = projectPlaceholder(project);
  if (placeholder !== null || !project.data) return placeholder;
  const generate = () =>
    void runGeneration({ kind: "document", level: "project", id: projectId, pdfType: PDF_TYPES.nbsClause });
  const canGenerate = availability.data?.nbsAvailable === true;
  return (
    <div>
      <Breadcrumbs items={[...projectTrail(projectId, project.data.name), { label: NBS_CLAUSES_TEXT.breadcrumb }]} />
      <PageHeader
        title={NBS_CLAUSES_TEXT.title}
        description={`${project.data.name} · ${project.data.referenceNumber}`}
        actions={
          <>
            {backToProject}
            <Button
              onClick={generate}
              disabled={isSaving || isGenerating || !canGenerate}
              title={canGenerate ? undefined : ROOFS_TEXT.documentsUnavailable}
              isLoading={isGenerating}
            >
              {NBS_CLAUSES_TEXT.generateNbs}
            </Button>
          </>
        }
      />
      <NbsClausesEditor
        projectId={projectId}
        canEdit={role.isStaff}
        isGenerating={isGenerating}
        onSavingChange={setIsSaving}
      />
    </div>
  );
}
