import type { Project } from "@portal/contracts";
import { PROJECT_DIALOG_TEXT, PROJECT_FIELD_LABELS, PROJECT_PAGE_TEXT } from "@portal/contracts/ui";
import { type ReactNode, useId, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { CardSection } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Tabs, tabPanelProps } from "@/components/ui/tabs";
import { paths } from "@/config/paths";
import { formatDate } from "@/lib/forms/dates";
import { useCloneProject } from "../api/clone-project";
import { useDeleteProject } from "../api/delete-project";
import { useProjectRole } from "../hooks/use-project-role";
import { LazyProjectFormDialog } from "./lazy-project-form-dialog";
import { ProjectNotes } from "./project-notes";
import { ProjectStatusBadge } from "./project-status-badge";

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-0.5 break-words text-sm text-slate-900">
        {children || <span className="text-slate-400">-</span>}
      </dd>
    </div>
  );
}

/**
 * The project details panel (spec 02 §2): reference, name and customer ("Account" for public users); staff
 * also see owner, status, sales lead, source, category and both dates. Edit, Clone and Delete, then the Notes
 * and Files tabs. The Files tab's content comes from the page, which composes the files feature.
 */
export function ProjectDetailsPanel({ project, filesTab }: { project: Project; filesTab?: ReactNode }) {
  const role = useProjectRole();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<"edit" | "clone" | "delete" | null>(null);
  const [tab, setTab] = useState<"notes" | "files">("notes");
  const tabsId = useId();
  const cloning = useCloneProject();
  const deletion = useDeleteProject();
  const close = () => setDialog(null);
  const customerAddress = [
    project.customerAddress1,
    project.customerAddress2,
    project.customerAddressTown,
    project.customerAddressPostCode,
  ]
    .filter(Boolean)
    .join(", ");

  const confirmDelete = async () => {
    try {
      await deletion.mutateAsync(project.id);
      close();
      navigate(paths.projects);
    } catch {
      // Reported by the API client ('Error deleting project'); the dialog stays so the user can retry.
    }
  };

  return (
    <>
      <CardSection
        title={PROJECT_PAGE_TEXT.details}
        headingId="details-heading"
        className="p-5"
        headerClassName="mb-4"
        actions={
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setDialog("edit")}>
              {PROJECT_PAGE_TEXT.edit}
            </Button>
            <Button variant="secondary" onClick={() => setDialog("clone")} disabled={cloning.isAnyCloneRunning}>
              {PROJECT_PAGE_TEXT.clone}
            </Button>
            <Button variant="danger" onClick={() => setDialog("delete")}>
              {PROJECT_PAGE_TEXT.delete}
            </Button>
          </div>
        }
      >
        <dl className="grid gap-4 sm:grid-cols-2">
          <Detail label={PROJECT_FIELD_LABELS.referenceNumber}>{project.referenceNumber}</Detail>
          <Detail label={PROJECT_FIELD_LABELS.name}>{project.name}</Detail>
          <Detail label={role.customerWord}>
            {project.customerName}
            {customerAddress ? <span className="block text-slate-600">{customerAddress}</span> : null}
          </Detail>
          {role.isStaff ? (
            <>
              <Detail label={PROJECT_FIELD_LABELS.projectOwner}>{project.projectOwner}</Detail>
              <Detail label={PROJECT_FIELD_LABELS.projectStatus}>
                <ProjectStatusBadge status={project.projectStatus} />
              </Detail>
              <Detail label={PROJECT_FIELD_LABELS.salesPerson}>{project.salesPerson}</Detail>
              <Detail label={PROJECT_FIELD_LABELS.projectSource}>{project.projectSource}</Detail>
              <Detail label={PROJECT_FIELD_LABELS.projectCategory}>{project.projectCategory}</Detail>
              <Detail label={PROJECT_FIELD_LABELS.projectedStartDate}>{formatDate(project.projectedStartDate)}</Detail>
              <Detail label={PROJECT_FIELD_LABELS.projectedEndDate}>{formatDate(project.projectedEndDate)}</Detail>
            </>
          ) : null}
        </dl>
        <Tabs
          label={PROJECT_PAGE_TEXT.tabsLabel}
          tabs={[
            { key: "notes", label: PROJECT_PAGE_TEXT.notesTab },
            ...(filesTab ? [{ key: "files" as const, label: PROJECT_PAGE_TEXT.filesTab }] : []),
          ]}
          selected={tab}
          onSelect={setTab}
          idPrefix={tabsId}
          look="folder"
          className="mt-6"
        />
        <div {...tabPanelProps(tabsId, tab)} className="pt-4">
          {tab === "files" && filesTab ? (
            filesTab
          ) : (
            <ProjectNotes projectId={project.id} initialNotes={project.notes} />
          )}
        </div>
      </CardSection>
      <LazyProjectFormDialog open={dialog === "edit"} mode="edit" project={project} onClose={close} />
      <LazyProjectFormDialog open={dialog === "clone"} mode="clone" project={project} onClose={close} />
      <ConfirmDialog
        open={dialog === "delete"}
        title={PROJECT_DIALOG_TEXT.deleteTitle}
        confirmText={PROJECT_DIALOG_TEXT.deleteConfirm}
        tone="danger"
        isPending={deletion.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={close}
      >
        <p>{PROJECT_DIALOG_TEXT.deleteText}</p>
        <p className="mt-2 font-medium text-slate-900">{project.name}</p>
      </ConfirmDialog>
    </>
  );
}
