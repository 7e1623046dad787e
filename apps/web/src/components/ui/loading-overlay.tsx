import { SHELL_TEXT } from "@portal/contracts/ui";
import { useLoadingOverlayVisible } from "@/lib/loading-overlay";
import { Spinner } from "./spinner";

/** A full-screen spinner that blocks the page while something it depends on loads. */
export function LoadingOverlay() {
  return (
    <div
      className="fixed inset-0 z-50 flex items-center justify-center bg-white/70 backdrop-blur-[1px]"
      role="status"
      aria-live="polite"
      data-testid="loading-overlay"
    >
      <div className="flex items-center gap-3 rounded-lg bg-white px-5 py-4 text-brand-700 shadow-lg ring-1 ring-slate-200">
        <Spinner />
        <span className="text-sm font-medium text-slate-700">{SHELL_TEXT.loading}</span>
      </div>
    </div>
  );
}

/** The overlay shown and hidden on demand through showLoadingOverlay / hideLoadingOverlay. */
export function GlobalLoadingOverlay() {
  const visible = useLoadingOverlayVisible();
  return visible ? <LoadingOverlay /> : null;
}
