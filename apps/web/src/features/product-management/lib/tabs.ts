import { PRODUCT_MANAGEMENT_TABS, type ProductManagementTab } from "@portal/contracts";

/** Whether an address's tab is one of product management's (spec 03 §2.2). */
export function isProductManagementTab(value: string | undefined): value is ProductManagementTab {
  return PRODUCT_MANAGEMENT_TABS.some((tab) => tab.path === value);
}
