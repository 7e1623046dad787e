import { PLOTS_TEXT } from "@portal/contracts/ui";
import { type RecordDialogKind, RecordDialogs, type RecordDialogWords } from "@/components/record-dialogs";
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

export type PlotAction = { kind: RecordDialogKind; plot: PlotRef } | null;

const PLOT_WORDS: RecordDialogWords = {
  renameTitle: PLOTS_TEXT.renamePlot,
  cloneTitle: PLOTS_TEXT.clonePlot,
  deleteTitle: PLOTS_TEXT.deletePlot,
  deleteConfirm: PLOTS_TEXT.deletePlotConfirm,
  save: PLOTS_TEXT.save,
  clone: PLOTS_TEXT.clone,
  delete: PLOTS_TEXT.delete,
};

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
  const reload = useReloadPlot();
  return (
    <RecordDialogs<PlotRef>
      kind={action?.kind}
      record={action?.plot}
      words={PLOT_WORDS}
      calls={{
        rename: {
          isPending: rename.isPending,
          send: (plot, name, version) => rename.mutateAsync({ plotId: plot.id, name, version }),
        },
        reload,
        clone: {
          isStarting: clone.isStarting,
          start: (plot, name) => clone.start({ plotId: plot.id, projectId: plot.projectId, name }),
        },
        remove: { isPending: remove.isPending, send: (plot) => remove.mutateAsync(plot.id) },
      }}
      onClose={onClose}
      {...(onDeleted ? { onDeleted } : {})}
    />
  );
}
