import { createBrowserRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { registerNavigate } from "@/lib/navigation";
import { routes } from "./routes";

const router = createBrowserRouter(routes);

// The API client redirects (401 → /login, 404 → /notfound) through the router, without a page reload.
registerNavigate((to) => {
  void router.navigate(to);
});

export function AppRouter() {
  return <RouterProvider router={router} />;
}
