import { entityMessages } from "@portal/contracts";
import { useState } from "react";
import type { z } from "zod";
import { Dialog, type DialogProps } from "@/components/ui/dialog";
import { DataList, type DataListProps } from "./data-list";
import { EntityForm, type FieldConfig, type FieldValues, toFormValues } from "./entity-form";

type Fields<Schema extends z.ZodType> = readonly FieldConfig<z.input<Schema>>[];

export interface ListWithDialogProps<T extends { id: number }, Schema extends z.ZodType>
  extends Omit<DataListProps<T>, "onAdd" | "onEdit"> {
  /** Title of one item in the dialog's 'Add {itemTitle}' and 'Edit {itemTitle}'. */
  itemTitle: string;
  schema: Schema;
  /** The dialog's fields; a function when they depend on the item being edited (null when adding). */
  fields: Fields<Schema> | ((item: T | null) => Fields<Schema>);
  /** Sent with every save, e.g. the parent id. */
  extraValues?: FieldValues<z.input<Schema>>;
  defaults?: FieldValues<z.input<Schema>>;
  dialogSize?: DialogProps["size"];
  /** Called with null for a new item; throws on failure so the dialog stays open. */
  onSave: (item: T | null, values: z.output<Schema>) => Promise<unknown>;
  /** Form values for an existing row, when the row's fields differ from the form's. */
  valuesOf?: (item: T) => object;
}

/** A list whose rows are added and edited in a dialog built from the form configuration (spec 03 §2.2). */
export function ListWithDialog<T extends { id: number }, Schema extends z.ZodType>({
  itemTitle,
  schema,
  fields: fieldsFor,
  extraValues,
  defaults = {},
  dialogSize,
  onSave,
  valuesOf,
  ...listProps
}: ListWithDialogProps<T, Schema>) {
  const [editing, setEditing] = useState<T | "new" | null>(null);
  const item = editing === "new" || editing === null ? null : editing;
  const fields = typeof fieldsFor === "function" ? fieldsFor(item) : fieldsFor;
  return (
    <>
      <DataList<T> {...listProps} onAdd={() => setEditing("new")} onEdit={(row) => setEditing(row)} />
      <Dialog
        open={editing !== null}
        title={item ? entityMessages.editTitle(itemTitle) : entityMessages.addTitle(itemTitle)}
        onClose={() => setEditing(null)}
        noFooter
        {...(dialogSize ? { size: dialogSize } : {})}
      >
        {editing !== null ? (
          <EntityForm
            schema={schema}
            fields={fields}
            initialValues={toFormValues(fields, item && valuesOf ? valuesOf(item) : item, defaults)}
            {...(extraValues ? { extraValues } : {})}
            onCancel={() => setEditing(null)}
            onSubmit={async (values) => {
              await onSave(item, values);
              setEditing(null);
            }}
          />
        ) : null}
      </Dialog>
    </>
  );
}
