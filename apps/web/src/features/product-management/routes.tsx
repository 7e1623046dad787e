import { PRODUCT_MANAGEMENT_BASE_PATH, PRODUCT_MANAGEMENT_DEFAULT_TAB } from "@portal/contracts";
import { Navigate, type RouteObject } from "react-router";
import { lazyComponent } from "@/lib/lazy-component";
import { tabPath } from "./lib/paths";

// Only administrators open these screens: their code is fetched when first shown, never by anyone else.
const ProductManagementPage = lazyComponent(
  () => import("./components/product-management-page"),
  "ProductManagementPage",
);
const EditPageRoute = lazyComponent(() => import("./components/edit-page"), "EditPageRoute");

/**
 * Product management (spec 03 §2.2), for administrators only: place these inside the admin RoleGuard.
 * The bare address redirects to the finishes tab; an edit route without an id shows 'Error: No ID provided'.
 */
export const productManagementRoutes: RouteObject[] = [
  { path: PRODUCT_MANAGEMENT_BASE_PATH, element: <Navigate to={tabPath(PRODUCT_MANAGEMENT_DEFAULT_TAB)} replace /> },
  { path: `${PRODUCT_MANAGEMENT_BASE_PATH}/:tab`, element: <ProductManagementPage /> },
  { path: `${PRODUCT_MANAGEMENT_BASE_PATH}/:tab/edit`, element: <EditPageRoute /> },
  { path: `${PRODUCT_MANAGEMENT_BASE_PATH}/:tab/edit/:id`, element: <EditPageRoute /> },
];
