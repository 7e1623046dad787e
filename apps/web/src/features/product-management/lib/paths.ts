import { PRODUCT_MANAGEMENT_BASE_PATH, PRODUCT_MANAGEMENT_TABS, type ProductManagementTab } from "@portal/contracts";

/** The address of each product-management screen (spec 03 §2.2). A new item is edited at …/edit/new. */
export const NEW_ID = "new";
export const tabPath = (tab: ProductManagementTab) => `${PRODUCT_MANAGEMENT_BASE_PATH}/${tab}`;
export const editPath = (tab: ProductManagementTab, id: number | typeof NEW_ID) => `${tabPath(tab)}/edit/${id}`;

export function isTab(value: string | undefined): value is ProductManagementTab {
  return PRODUCT_MANAGEMENT_TABS.some((tab) => tab.path === value);
}
