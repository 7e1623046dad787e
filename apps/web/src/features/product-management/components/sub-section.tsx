import { entityMessages, PRODUCT_MANAGEMENT_MESSAGES as TEXT } from "@portal/contracts";
import { useState } from "react";
import type { z } from "zod";
import { Dialog } from "@/components/ui/dialog";
import { type Column, DataList } from "./data-list";
import { Section } from "./edit-frame";
import { EntityForm, type FieldConfig, type FormValues, toFormValues } from "./entity-form";

export interface SubSectionProps<T extends { id: number }> {
  title: string;
  /** Title of one item in dialogs ('Headlap Rule'); lower-case entity for the delete dialog. */
  itemTitle: string;
  entity: string;
  rows: readonly T[];
  columns: readonly Column<T>[];
  schema: z.ZodType;
  /** The dialog's fields; a function when they depend on the item being edited (null when adding). */
  fields: readonly FieldConfig[] | ((item: T | null) => readonly FieldConfig[]);
  extraValues?: FormValues;
  defaults?: FormValues;
  addLabel?: string;
  emptyText?: string;
  pageSizes?: readonly number[];
  defaultPageSize?: number;
  isLoading?: boolean;
  /** Called with null for a new item; throws on failure so the dialog stays open. */
  onSave: (item: T | null, values: FormValues) => Promise<unknown>;
  onDelete: (item: T) => Promise<unknown>;
  /** Form values for an existing row, when the row's fields differ from the form's. */
  valuesOf?: (item: T) => Record<string, unknown>;
}

/** A section of an edit page: a list of the item's children with an add/edit dialog (the "sub-form"). */
export function SubSection<T extends { id: number }>({
  title,
  itemTitle,
  entity,
  rows,
  columns,
  schema,
  fields: fieldsFor,
  extraValues,
  defaults = {},
  addLabel = TEXT.addNew,
  emptyText = TEXT.noData,
  pageSizes,
  defaultPageSize,
  isLoading,
  onSave,
  onDelete,
  valuesOf,
}: SubSectionProps<T>) {
  const [editing, setEditing] = useState<T | "new" | null>(null);
  const item = editing === "new" || editing === null ? null : editing;
  const fields = typeof fieldsFor === "function" ? fieldsFor(item) : fieldsFor;
  return (
    <Section title={title}>
      <DataList<T>
        rows={rows}
        columns={columns}
        entity={entity}
        searchable={false}
        addLabel={addLabel}
        emptyText={emptyText}
        {...(pageSizes ? { pageSizes } : {})}
        {...(defaultPageSize ? { defaultPageSize } : {})}
        {...(isLoading !== undefined ? { isLoading } : {})}
        onAdd={() => setEditing("new")}
        onEdit={(row) => setEditing(row)}
        onDelete={onDelete}
      />
      <Dialog
        open={editing !== null}
        title={item ? entityMessages.editTitle(itemTitle) : entityMessages.addTitle(itemTitle)}
        onClose={() => setEditing(null)}
        noFooter
        size="lg"
      >
        {editing !== null ? (
          <EntityForm
            schema={schema}
            fields={fields}
            initialValues={toFormValues(
              fields,
              item ? (valuesOf ? valuesOf(item) : (item as Record<string, unknown>)) : null,
              defaults,
            )}
            {...(extraValues ? { extraValues } : {})}
            onCancel={() => setEditing(null)}
            onSubmit={async (values) => {
              await onSave(item, values);
              setEditing(null);
            }}
          />
        ) : null}
      </Dialog>
    </Section>
  );
}
