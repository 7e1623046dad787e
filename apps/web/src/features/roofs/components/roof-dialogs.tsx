import { CLONE_NAME_SUFFIX } from "@portal/contracts";
import { PLOTS_TEXT, ROOFS_TEXT } from "@portal/contracts/ui";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { NameDialog } from "@/components/ui/name-dialog";
import { useVersionedSave } from "@/lib/versioned-save";
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

export type RoofAction = { kind: "rename" | "clone" | "delete"; roof: RoofRef } | null;

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
  const roof = action?.roof;
  const renaming = useVersionedSave(action?.kind === "rename" ? roof : undefined, useReloadRoof());

  const confirmDelete = async () => {
    if (!roof) return;
    try {
      await remove.mutateAsync(roof.id);
      onClose();
      onDeleted?.(roof);
    } catch {
      // Reported as 'Error deleting roof'; the dialog stays open to retry or cancel.
    }
  };

  return (
    <>
      <NameDialog
        open={action?.kind === "rename"}
        title={ROOFS_TEXT.renameRoof}
        defaultName={roof?.name ?? ""}
        submitText={PLOTS_TEXT.save}
        isPending={rename.isPending}
        onSubmit={(name) =>
          roof ? renaming.save((version) => rename.mutateAsync({ roofId: roof.id, name, version })) : Promise.resolve()
        }
        onClose={onClose}
      />
      <NameDialog
        open={action?.kind === "clone"}
        title={ROOFS_TEXT.cloneRoof}
        defaultName={`${roof?.name ?? ""}${CLONE_NAME_SUFFIX}`}
        submitText={PLOTS_TEXT.clone}
        isPending={clone.isStarting}
        onSubmit={(name) =>
          roof ? clone.start({ roofId: roof.id, plotId: roof.plotId, projectId, name }) : Promise.resolve()
        }
        onClose={onClose}
      />
      <ConfirmDialog
        open={action?.kind === "delete"}
        title={ROOFS_TEXT.deleteRoof}
        confirmText={PLOTS_TEXT.delete}
        tone="danger"
        isPending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={onClose}
      >
        <p>{ROOFS_TEXT.deleteRoofConfirm}</p>
      </ConfirmDialog>
    </>
  );
}
