import { PRODUCT_MANAGEMENT_DEFAULT_TAB } from "@portal/contracts";
import { Navigate, type RouteObject } from "react-router";
import { paths, productManagementTabPath } from "@/config/paths";
import { lazyComponent } from "@/lib/lazy-component";

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
  {
    path: paths.productManagement,
    element: <Navigate to={productManagementTabPath(PRODUCT_MANAGEMENT_DEFAULT_TAB)} replace />,
  },
  { path: `${paths.productManagement}/:tab`, element: <ProductManagementPage /> },
  { path: `${paths.productManagement}/:tab/edit`, element: <EditPageRoute /> },
  { path: `${paths.productManagement}/:tab/edit/:id`, element: <EditPageRoute /> },
];
