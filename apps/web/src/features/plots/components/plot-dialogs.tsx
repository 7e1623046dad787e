import { CLONE_NAME_SUFFIX } from "@portal/contracts";
import { PLOTS_TEXT } from "@portal/contracts/ui";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { NameDialog } from "@/components/ui/name-dialog";
import { useVersionedSave } from "@/lib/versioned-save";
import { useDeletePlot } from "../api/delete-plot";
import { useReloadPlot, useRenamePlot } from "../api/rename-plot";
import { useClonePlot } from "../hooks/use-clone-plot";

export interface PlotRef {
  id: number;
  name: string;
  projectId: number;
  /** The version the menu was opened on: a rename from it is refused (409) if the plot has changed since. */
  version: number;
}

export type PlotAction = { kind: "rename" | "clone" | "delete"; plot: PlotRef } | null;

/** Rename, Clone and Delete for one plot, whichever the user chose from a menu. */
export function PlotDialogs({
  action,
  onClose,
  onDeleted,
}: {
  action: PlotAction;
  onClose: () => void;
  onDeleted?: (plot: PlotRef) => void;
}) {
  const rename = useRenamePlot();
  const clone = useClonePlot();
  const remove = useDeletePlot();
  const plot = action?.plot;
  const renaming = useVersionedSave(action?.kind === "rename" ? plot : undefined, useReloadPlot());

  const confirmDelete = async () => {
    if (!plot) return;
    try {
      await remove.mutateAsync(plot.id);
      onClose();
      onDeleted?.(plot);
    } catch {
      // Reported as 'Error deleting plot'; the dialog stays open to retry or cancel.
    }
  };

  return (
    <>
      <NameDialog
        open={action?.kind === "rename"}
        title={PLOTS_TEXT.renamePlot}
        defaultName={plot?.name ?? ""}
        submitText={PLOTS_TEXT.save}
        isPending={rename.isPending}
        onSubmit={(name) =>
          plot ? renaming.save((version) => rename.mutateAsync({ plotId: plot.id, name, version })) : Promise.resolve()
        }
        onClose={onClose}
      />
      <NameDialog
        open={action?.kind === "clone"}
        title={PLOTS_TEXT.clonePlot}
        defaultName={`${plot?.name ?? ""}${CLONE_NAME_SUFFIX}`}
        submitText={PLOTS_TEXT.clone}
        isPending={clone.isStarting}
        onSubmit={(name) =>
          plot ? clone.start({ plotId: plot.id, projectId: plot.projectId, name }) : Promise.resolve()
        }
        onClose={onClose}
      />
      <ConfirmDialog
        open={action?.kind === "delete"}
        title={PLOTS_TEXT.deletePlot}
        confirmText={PLOTS_TEXT.delete}
        tone="danger"
        isPending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={onClose}
      >
        <p>{PLOTS_TEXT.deletePlotConfirm}</p>
      </ConfirmDialog>
    </>
  );
}
