import type { ProductManagementTab } from "@portal/contracts";
import type { UseQueryResult } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { NEW_CATALOGUE_ITEM, productManagementEditPath } from "@/config/paths";
import { DataList, type DataListProps } from "./data-list";

export interface PageListTabProps<T extends { id: number }>
  extends Omit<DataListProps<T>, "rows" | "isLoading" | "onAdd" | "onEdit"> {
  /** The tab whose edit page opens at …/{tab}/edit/{id}, or …/edit/new for Add New. */
  tab: ProductManagementTab;
  list: UseQueryResult<T[]>;
}

/** A tab whose rows are added and edited on their own page (tiles, product components, roof systems, NBS…). */
export function PageListTab<T extends { id: number }>({ tab, list, ...listProps }: PageListTabProps<T>) {
  const navigate = useNavigate();
  return (
    <DataList<T>
      {...listProps}
      rows={list.data ?? []}
      isLoading={list.isLoading}
      onAdd={() => void navigate(productManagementEditPath(tab, NEW_CATALOGUE_ITEM))}
      onEdit={(row) => void navigate(productManagementEditPath(tab, row.id))}
    />
  );
}
