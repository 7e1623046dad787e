import { type ProductManagementTab, PRODUCT_MANAGEMENT_MESSAGES as TEXT } from "@portal/contracts";
import type { ReactNode } from "react";
import { useNavigate, useParams } from "react-router";
import { NEW_CATALOGUE_ITEM, productManagementTabPath } from "@/config/paths";
import { isProductManagementTab } from "../lib/tabs";
import type { EditPageProps } from "./edit-frame";
import { NbsHeaderEditPage } from "./nbs";
import { ProductComponentEditPage } from "./product-components";
import { RoofSystemEditPage } from "./roof-systems";
import { SolarSystemEditPage } from "./solar";
import { TileEditPage } from "./tiles";

const EDIT_PAGES: Partial<Record<ProductManagementTab, (props: EditPageProps) => ReactNode>> = {
  "product-components": (props) => <ProductComponentEditPage {...props} />,
  tiles: (props) => <TileEditPage {...props} />,
  "roof-systems": (props) => <RoofSystemEditPage {...props} />,
  nbs: (props) => <NbsHeaderEditPage {...props} />,
  "solar-systems": (props) => <SolarSystemEditPage {...props} />,
};

/** /admin/product-management/{tab}/edit/{id}: 'Error: No ID provided' without an id (spec 03 §2.2, §8). */
export function EditPageRoute() {
  const { tab, id } = useParams();
  const navigate = useNavigate();
  const page = isProductManagementTab(tab) ? EDIT_PAGES[tab] : undefined;
  if (!page || !isProductManagementTab(tab)) return <p className="text-slate-700">{TEXT.tabNotFound}</p>;
  if (!id) return <p className="text-red-700">{TEXT.noIdProvided}</p>;
  const numericId = id === NEW_CATALOGUE_ITEM ? null : Number(id);
  if (numericId !== null && (!Number.isInteger(numericId) || numericId <= 0)) {
    return <p className="text-red-700">{TEXT.noIdProvided}</p>;
  }
  return <>{page({ id: numericId, done: () => void navigate(productManagementTabPath(tab)) })}</>;
}
