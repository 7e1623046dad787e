import { entityMessages } from "@portal/contracts";
import { type ReactNode, useState } from "react";
import type { z } from "zod";
import { Dialog } from "@/components/ui/dialog";
import { useDeleteEntity, useList, useSaveEntity } from "../api/catalogue-api";
import { type Column, DataList } from "./data-list";
import { EntityForm, type FieldConfig, type FormValues, toFormValues } from "./entity-form";

export interface DialogListTabProps<T extends { id: number }> {
  /** API base, e.g. '/finishes'. */
  base: string;
  /** Lower-case entity for messages ('finish'); title for headings and toasts ('Finish'). */
  entity: string;
  title: string;
  columns: readonly Column<T>[];
  schema: z.ZodType;
  fields: readonly FieldConfig[];
  defaults?: FormValues;
  listPath?: string;
  listQuery?: Record<string, string | number>;
  extraValues?: FormValues;
  header?: ReactNode;
}

/** A list that edits in a dialog titled 'Edit {title}' or 'Add {title}' (finishes, colours, solar components). */
export function DialogListTab<T extends { id: number }>({
  base,
  entity,
  title,
  columns,
  schema,
  fields,
  defaults = {},
  listPath = base,
  listQuery,
  extraValues,
  header,
}: DialogListTabProps<T>) {
  const list = useList<T>(listPath, entity, listQuery);
  const saver = useSaveEntity<T>(base, entity, title);
  const remover = useDeleteEntity(entity, title);
  const [editing, setEditing] = useState<T | "new" | null>(null);

  const item = editing === "new" || editing === null ? null : editing;
  return (
    <div className="space-y-4">
      {header}
      <DataList<T>
        rows={list.data ?? []}
        columns={columns}
        entity={entity}
        isLoading={list.isLoading}
        onAdd={() => setEditing("new")}
        onEdit={(row) => setEditing(row)}
        onDelete={(row) => remover.mutateAsync({ method: "DELETE", path: `${base}/${row.id}` })}
      />
      <Dialog
        open={editing !== null}
        title={item ? entityMessages.editTitle(title) : entityMessages.addTitle(title)}
        onClose={() => setEditing(null)}
        noFooter
      >
        {editing !== null ? (
          <EntityForm
            schema={schema}
            fields={fields}
            initialValues={toFormValues(fields, item as Record<string, unknown> | null, defaults)}
            {...(extraValues ? { extraValues } : {})}
            onCancel={() => setEditing(null)}
            onSubmit={async (values) => {
              await saver.save(item ? item.id : null, values);
              setEditing(null);
            }}
          />
        ) : null}
      </Dialog>
    </div>
  );
}
