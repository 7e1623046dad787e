import { CLONE_NAME_SUFFIX } from "@portal/contracts";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { NameDialog } from "@/components/ui/name-dialog";
import { useVersionedSave, type VersionedRecord } from "@/lib/versioned-save";

/** A plot or roof the menu was opened on: its name, and the version a rename from it is checked against. */
export interface NamedRecord extends VersionedRecord {
  name: string;
}

export type RecordDialogKind = "rename" | "clone" | "delete";

/** What the dialogs say for one kind of record: their titles, the delete question and the buttons. */
export interface RecordDialogWords {
  renameTitle: string;
  cloneTitle: string;
  deleteTitle: string;
  deleteConfirm: string;
  save: string;
  clone: string;
  delete: string;
}

/**
 * The record's own calls. Each reports its own failure (a toast) and rejects, which keeps its dialog open to
 * retry or cancel.
 */
export interface RecordDialogCalls<Named extends NamedRecord> {
  rename: { isPending: boolean; send: (record: Named, name: string, version: number) => Promise<unknown> };
  /** The record as saved now, after a rename was refused as stale (409). */
  reload: (id: number) => Promise<VersionedRecord | null | undefined>;
  clone: { isStarting: boolean; start: (record: Named, name: string) => Promise<unknown> };
  remove: { isPending: boolean; send: (record: Named) => Promise<unknown> };
}

export interface RecordDialogsProps<Named extends NamedRecord> {
  /** The dialog open, if any, and the record it is for. */
  kind: RecordDialogKind | undefined;
  record: Named | undefined;
  words: RecordDialogWords;
  calls: RecordDialogCalls<Named>;
  onClose: () => void;
  onDeleted?: (record: Named) => void;
}

/**
 * Rename, Clone and Delete for one plot or roof, whichever the user chose from a menu (spec 02 §5): the rename
 * saves against the version the menu was opened on, the clone starts with the name + " (Copy)", and the delete
 * asks first. The API serves both kinds through one set of record routes; this is the web's one set of dialogs.
 */
export function RecordDialogs<Named extends NamedRecord>({
  kind,
  record,
  words,
  calls,
  onClose,
  onDeleted,
}: RecordDialogsProps<Named>) {
  const renaming = useVersionedSave(kind === "rename" ? record : undefined, calls.reload);

  const confirmDelete = async () => {
    if (!record) return;
    try {
      await calls.remove.send(record);
      onClose();
      onDeleted?.(record);
    } catch {
      // The failure has been reported ('Error deleting plot', 'Error deleting roof'); the dialog stays open.
    }
  };

  return (
    <>
      <NameDialog
        open={kind === "rename"}
        title={words.renameTitle}
        defaultName={record?.name ?? ""}
        submitText={words.save}
        isPending={calls.rename.isPending}
        onSubmit={(name) =>
          record ? renaming.save((version) => calls.rename.send(record, name, version)) : Promise.resolve()
        }
        onClose={onClose}
      />
      <NameDialog
        open={kind === "clone"}
        title={words.cloneTitle}
        defaultName={`${record?.name ?? ""}${CLONE_NAME_SUFFIX}`}
        submitText={words.clone}
        isPending={calls.clone.isStarting}
        onSubmit={(name) => (record ? calls.clone.start(record, name) : Promise.resolve())}
        onClose={onClose}
      />
      <ConfirmDialog
        open={kind === "delete"}
        title={words.deleteTitle}
        confirmText={words.delete}
        tone="danger"
        isPending={calls.remove.isPending}
        onConfirm={confirmDelete}
        onClose={onClose}
      >
        <p>{words.deleteConfirm}</p>
      </ConfirmDialog>
    </>
  );
}
