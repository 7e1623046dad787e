import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { z } from "zod";
import { ListWithDialog, type ListWithDialogProps } from "./list-with-dialog";

export interface DialogListTabProps<T extends { id: number }, Schema extends z.ZodType>
  extends Omit<ListWithDialogProps<T, Schema>, "rows" | "isLoading"> {
  list: UseQueryResult<T[]>;
  header?: ReactNode;
}

/** A tab that edits its rows in a dialog titled 'Edit {title}' or 'Add {title}' (finishes, colours, solar components). */
export function DialogListTab<T extends { id: number }, Schema extends z.ZodType>({
  list,
  header,
  ...listProps
}: DialogListTabProps<T, Schema>) {
  return (
    <div className="space-y-4">
      {header}
      <ListWithDialog<T, Schema> {...listProps} rows={list.data ?? []} isLoading={list.isLoading} />
    </div>
  );
}
