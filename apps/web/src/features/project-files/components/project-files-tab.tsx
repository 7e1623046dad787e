import { ALLOWED_UPLOAD_EXTENSIONS, PROJECT_FILE_MESSAGES, type ProjectFile, UPLOAD_ACCEPT } from "@portal/contracts";
import { PROJECT_FILES_TEXT } from "@portal/contracts/ui";
import { type DragEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { actionsColumn, DataTable } from "@/components/ui/data-table";
import { Spinner } from "@/components/ui/spinner";
import { useItemConfirmation } from "@/hooks/use-item-confirmation";
import { cn } from "@/lib/cn";
import { formatDateTime } from "@/lib/forms/dates";
import { useDeleteProjectFile } from "../api/delete-project-file";
import { useProjectFiles } from "../api/get-project-files";
import { useDownloadProjectFile } from "../hooks/use-download-project-file";
import { useUploadProjectFiles } from "../hooks/use-upload-project-files";

/** What the browser reports for the file, else its extension: drawings often come with no type at all. */
const typeOf = (file: ProjectFile) =>
  file.fileType || file.fileName.slice(file.fileName.lastIndexOf(".") + 1).toUpperCase();

/**
 * The project page's Files tab (spec 02 §2, §4, §5): choose or drop several files, each uploaded straight to
 * storage through its own signed link; the list with download and delete.
 */
export function ProjectFilesTab({ projectId }: { projectId: number }) {
  const inputId = useId();
  const files = useProjectFiles(projectId);
  const { upload, isUploading } = useUploadProjectFiles(projectId);
  const { download, downloadingId } = useDownloadProjectFile();
  const remove = useDeleteProjectFile();
  const [isDragging, setIsDragging] = useState(false);
  const deletion = useItemConfirmation((file: ProjectFile) => remove.mutateAsync(file.id), remove.isPending);
  const rows = files.data ?? [];

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setIsDragging(false);
    if (!isUploading) void upload([...event.dataTransfer.files]);
  };

  return (
    <section aria-label={PROJECT_FILES_TEXT.title}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer shortcut; the labelled file input beside it is the keyboard path */}
      <div
        data-testid="file-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setIsDragging(true);
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={onDrop}
        className={cn(
          "flex flex-col items-center gap-2 rounded-lg border-2 border-dashed px-4 py-6 text-center text-sm",
          isDragging ? "border-brand-600 bg-brand-50" : "border-slate-300 bg-slate-50",
        )}
      >
        <p className="text-slate-700">{PROJECT_FILES_TEXT.dropHint}</p>
        <label
          htmlFor={inputId}
          className={cn(
            "inline-flex cursor-pointer items-center gap-2 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white shadow-sm hover:bg-brand-800",
            "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
            isUploading && "cursor-not-allowed opacity-60",
          )}
        >
          {isUploading ? <Spinner /> : null}
          {PROJECT_FILES_TEXT.chooseFiles}
        </label>
        <input
          id={inputId}
          type="file"
          multiple
          accept={UPLOAD_ACCEPT}
          disabled={isUploading}
          className="sr-only"
          onChange={(event) => {
            const chosen = [...(event.target.files ?? [])];
            // Cleared so choosing the same file again is still a change.
            event.target.value = "";
            void upload(chosen);
          }}
        />
        <p className="text-xs text-slate-500">{PROJECT_FILES_TEXT.allowedTypes(ALLOWED_UPLOAD_EXTENSIONS)}</p>
      </div>

      <div className="mt-4">
        <DataTable<ProjectFile>
          caption={PROJECT_FILES_TEXT.tableCaption}
          columns={[
            {
              id: "fileName",
              header: PROJECT_FILES_TEXT.fileName,
              className: "min-w-40 font-medium text-slate-900 [overflow-wrap:anywhere]",
              cell: (file) => file.fileName,
            },
            { id: "fileType", header: PROJECT_FILES_TEXT.fileType, cell: (file) => typeOf(file) },
            {
              id: "dateCreated",
              header: PROJECT_FILES_TEXT.dateCreated,
              className: "whitespace-nowrap",
              cell: (file) => formatDateTime(file.dateCreated),
            },
            actionsColumn({
              header: PROJECT_FILES_TEXT.download,
              className: "whitespace-nowrap",
              cell: (file) => (
                <div className="inline-flex gap-2">
                  <Button
                    variant="secondary"
                    className="px-3 py-1.5"
                    isLoading={downloadingId === file.id}
                    onClick={() => void download(file)}
                  >
                    {PROJECT_FILES_TEXT.download}
                  </Button>
                  <Button variant="ghost" className="px-3 py-1.5 text-red-700" onClick={() => deletion.choose(file)}>
                    {PROJECT_FILES_TEXT.delete}
                  </Button>
                </div>
              ),
            }),
          ]}
          rows={rows}
          rowKey={(file) => file.id}
          isLoading={files.isPending}
          loadingText={PROJECT_FILES_TEXT.loadingFiles}
          emptyText={PROJECT_FILE_MESSAGES.noFiles}
        />
      </div>

      <ConfirmDialog
        {...deletion.dialogProps}
        title={PROJECT_FILES_TEXT.deleteFile}
        confirmText={PROJECT_FILES_TEXT.delete}
        tone="danger"
      >
        <p>{PROJECT_FILES_TEXT.deleteFileConfirm(deletion.chosen?.fileName ?? "")}</p>
      </ConfirmDialog>
    </section>
  );
}
