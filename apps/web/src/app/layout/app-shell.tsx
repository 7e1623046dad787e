import { SHELL_TEXT } from "@portal/contracts/ui";
import { Suspense } from "react";
import { Outlet } from "react-router";
import { Spinner } from "@/components/ui/spinner";
import { useRealtimeConnection } from "@/lib/realtime";
import { Footer } from "./footer";
import { Header } from "./header";

function PageLoading() {
  return (
    <div className="py-16 text-center text-brand-700">
      <Spinner label={SHELL_TEXT.loading} />
    </div>
  );
}

/** Header, a scrolling content area over the decorative background, and the footer (spec 01 §2.3). */
export function AppShell() {
  // Realtime connects once a member signs in and closes on sign-out (spec 02 §4), on whatever page they are.
  useRealtimeConnection();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 text-sm font-semibold text-slate-900 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <Header />
      <main id="main" className="roof-backdrop flex-1">
        <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
          {/* Pages load their code on first visit: header and footer stay while it arrives. */}
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </div>
      </main>
      <Footer />
    </div>
  );
}
