import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, type RouteObject } from "react-router";
import { RouterProvider } from "react-router/dom";
import { AppProviders } from "@/app/providers";
import { registerNavigate } from "@/lib/navigation";

/**
 * Renders routes in a memory router inside the app's providers. The router's location is mirrored into
 * window.location so the API client's "where am I" checks see the same path.
 */
export function renderRoutes(routes: RouteObject[], initialPath: string) {
  window.history.replaceState({}, "", initialPath);
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  router.subscribe((state) => {
    window.history.replaceState({}, "", `${state.location.pathname}${state.location.search}`);
  });
  registerNavigate((to) => {
    void router.navigate(to);
  });
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}

/** A single page at a path, plus stand-ins for the places it may redirect to. */
export function renderPage(element: ReactNode, path = "/", pattern = path.split("?")[0] ?? "/") {
  return renderRoutes(
    [
      { path: pattern, element },
      { path: "*", element: <p>Elsewhere</p> },
    ],
    path,
  );
}
