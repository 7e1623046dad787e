import { entityMessages, PRODUCT_MANAGEMENT_MESSAGES as TEXT } from "@portal/contracts";
import type { ReactNode } from "react";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { EntityForm, type FieldConfig, type FieldValues, toFormValues } from "./entity-form";

export interface EditPageProps {
  /** null for a new item. */
  id: number | null;
  /** Back to the tab's list. */
  done: () => void;
}

/** The frame of a separate edit page: 'Edit {title}' or 'Add {title}' and 'Back to List'. */
export function EditPageFrame({
  title,
  isNew,
  done,
  isLoading = false,
  children,
}: {
  title: string;
  isNew: boolean;
  done: () => void;
  isLoading?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">
          {isNew ? entityMessages.addTitle(title) : entityMessages.editTitle(title)}
        </h1>
        <Button variant="secondary" onClick={done}>
          {TEXT.backToList}
        </Button>
      </div>
      {isLoading ? <Spinner /> : children}
    </div>
  );
}

/** A titled block on an edit page (Colour Mappings, Headlap Rules, Flashings…). */
export function Section({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <section aria-label={title} className="space-y-3 rounded-lg bg-white p-4 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

export interface EditFormPageProps<Schema extends z.ZodType> extends EditPageProps {
  title: string;
  /** The stored item the form starts from: undefined while it loads, and for a new item. */
  item: object | undefined;
  schema: Schema;
  fields: readonly FieldConfig<z.input<Schema>>[];
  defaults?: FieldValues<z.input<Schema>>;
  columns?: 1 | 2 | 3;
  /** Creates (id null) or updates; throws on failure so the page stays. */
  onSave: (id: number | null, values: z.output<Schema>) => Promise<unknown>;
  /** Shown above the form, such as a warning that the configuration is incomplete. */
  notice?: ReactNode;
  /** The item's sections under the form, once it exists. */
  children?: ReactNode;
}

/** An edit page whose main form saves the item and goes back to the list. */
export function EditFormPage<Schema extends z.ZodType>({
  id,
  done,
  title,
  item,
  schema,
  fields,
  defaults,
  columns,
  onSave,
  notice,
  children,
}: EditFormPageProps<Schema>) {
  return (
    <EditPageFrame title={title} isNew={id === null} done={done} isLoading={id !== null && item === undefined}>
      {notice}
      <EntityForm
        schema={schema}
        fields={fields}
        {...(columns ? { columns } : {})}
        initialValues={toFormValues(fields, item, defaults)}
        onSubmit={async (values) => {
          await onSave(id, values);
          done();
        }}
      />
      {children}
    </EditPageFrame>
  );
}
