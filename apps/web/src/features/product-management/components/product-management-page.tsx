import {
  PRODUCT_MANAGEMENT_TABS,
  type ProductManagementTab,
  PRODUCT_MANAGEMENT_MESSAGES as TEXT,
} from "@portal/contracts";
import { PRODUCT_MANAGEMENT_TEXT as WORDS } from "@portal/contracts/ui";
import type { ReactNode } from "react";
import { NavLink, useParams } from "react-router";
import { PageHeader } from "@/components/ui/page-header";
import { productManagementTabPath } from "@/config/paths";
import { cn } from "@/lib/cn";
import { isProductManagementTab } from "../lib/tabs";
import { ColoursTab, FinishesTab } from "./finishes-colours-tabs";
import { NbsTab } from "./nbs";
import { ProductComponentsTab } from "./product-components";
import { RoofSystemsTab } from "./roof-systems";
import { SolarSystemsTab, SolarTab } from "./solar";
import { TilesTab } from "./tiles";

const TAB_CONTENT: Record<ProductManagementTab, () => ReactNode> = {
  finishes: () => <FinishesTab />,
  colours: () => <ColoursTab />,
  tiles: () => <TilesTab />,
  "product-components": () => <ProductComponentsTab />,
  "roof-systems": () => <RoofSystemsTab />,
  nbs: () => <NbsTab />,
  solar: () => <SolarTab />,
  "solar-systems": () => <SolarSystemsTab />,
};

/** /admin/product-management/{tab}: the eight tabs; an unknown tab shows 'Tab not found' (spec 03 §2.2). */
export function ProductManagementPage() {
  const { tab } = useParams();
  return (
    <div>
      <PageHeader title={WORDS.title} />
      <nav aria-label={WORDS.tabsLabel} className="mb-6 flex flex-wrap gap-1 border-b border-slate-200">
        {PRODUCT_MANAGEMENT_TABS.map((entry) => (
          <NavLink
            key={entry.path}
            to={productManagementTabPath(entry.path)}
            className={({ isActive }) =>
              cn(
                "-mb-px rounded-t-md border-b-2 px-3 py-2 text-sm font-medium",
                isActive ? "border-brand-700 text-brand-800" : "border-transparent text-slate-600 hover:text-slate-900",
              )
            }
          >
            {entry.label}
          </NavLink>
        ))}
      </nav>
      {isProductManagementTab(tab) ? TAB_CONTENT[tab]() : <p className="text-slate-700">{TEXT.tabNotFound}</p>}
    </div>
  );
}
