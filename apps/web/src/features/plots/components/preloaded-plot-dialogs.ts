import { preloadedComponent } from "@/lib/preloaded-component";

/**
 * The plot's Rename, Clone and Delete dialogs, in a chunk of their own requested as the page starts: nothing of
 * them shows until a menu is used, so they are no part of the project page's first paint.
 */
export const PlotDialogs = preloadedComponent(
  () => import("./plot-dialogs").then((module) => module.PlotDialogs),
  () => null,
);
