import { PLOTS_TEXT, ROOFS_TEXT } from "@portal/contracts/ui";
import { type RecordDialogKind, RecordDialogs, type RecordDialogWords } from "@/components/record-dialogs";
import { useDeleteRoof } from "../api/delete-roof";
import { useReloadRoof, useRenameRoof } from "../api/rename-roof";
import { useCloneRoof } from "../hooks/use-clone-roof";

export interface RoofRef {
  id: number;
  name: string;
  plotId: number;
  /** The version the action was started from: a rename from it is refused (409) if the roof has changed since. */
  version: number;
}

export type RoofAction = { kind: RecordDialogKind; roof: RoofRef } | null;

const ROOF_WORDS: RecordDialogWords = {
  renameTitle: ROOFS_TEXT.renameRoof,
  cloneTitle: ROOFS_TEXT.cloneRoof,
  deleteTitle: ROOFS_TEXT.deleteRoof,
  deleteConfirm: ROOFS_TEXT.deleteRoofConfirm,
  save: PLOTS_TEXT.save,
  clone: PLOTS_TEXT.clone,
  delete: PLOTS_TEXT.delete,
};

/** Rename, Clone and Delete for one roof, whichever the user chose. */
export function RoofDialogs({
  projectId,
  action,
  onClose,
  onDeleted,
}: {
  projectId: number;
  action: RoofAction;
  onClose: () => void;
  onDeleted?: (roof: RoofRef) => void;
}) {
  const rename = useRenameRoof();
  const clone = useCloneRoof();
  const remove = useDeleteRoof();
  const reload = useReloadRoof();
  return (
    <RecordDialogs<RoofRef>
      kind={action?.kind}
      record={action?.roof}
      words={ROOF_WORDS}
      calls={{
        rename: {
          isPending: rename.isPending,
          send: (roof, name, version) => rename.mutateAsync({ roofId: roof.id, name, version }),
        },
        reload,
        clone: {
          isStarting: clone.isStarting,
          start: (roof, name) => clone.start({ roofId: roof.id, plotId: roof.plotId, projectId, name }),
        },
        remove: { isPending: remove.isPending, send: (roof) => remove.mutateAsync(roof.id) },
      }}
      onClose={onClose}
      {...(onDeleted ? { onDeleted } : {})}
    />
  );
}
