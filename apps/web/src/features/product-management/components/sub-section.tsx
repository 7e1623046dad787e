import type { z } from "zod";
import { Section } from "./edit-frame";
import { ListWithDialog, type ListWithDialogProps } from "./list-with-dialog";

export interface SubSectionProps<T extends { id: number }, Schema extends z.ZodType>
  extends ListWithDialogProps<T, Schema> {
  title: string;
}

/**
 * A section of an edit page: a list of the item's children with an add/edit dialog (the "sub-form"). It is
 * not searched unless asked, and its dialog is wide.
 */
export function SubSection<T extends { id: number }, Schema extends z.ZodType>({
  title,
  searchable = false,
  dialogSize = "lg",
  ...listProps
}: SubSectionProps<T, Schema>) {
  return (
    <Section title={title}>
      <ListWithDialog<T, Schema> {...listProps} searchable={searchable} dialogSize={dialogSize} />
    </Section>
  );
}
