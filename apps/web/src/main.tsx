import { CLIENT_MESSAGES } from "@portal/contracts";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "./index.css";
import { App } from "./app/app";
import { loadSettings } from "./lib/settings";
import { showErrorToast } from "./lib/toast";

const STALE_CHUNK_RELOAD_KEY = "staleChunkReloadAt";
const STALE_CHUNK_RELOAD_PAUSE_MS = 10_000;

// Pages load their code on first visit. After a release, a tab opened before it asks for chunks the server no
// longer has: loading the page again brings the new release. Once only within a few seconds, so a chunk that
// cannot be fetched for another reason (offline) shows its error instead of reloading in a loop.
window.addEventListener("vite:preloadError", (event) => {
  const lastReload = Number(sessionStorage.getItem(STALE_CHUNK_RELOAD_KEY) ?? 0);
  if (Date.now() - lastReload < STALE_CHUNK_RELOAD_PAUSE_MS) return;
  event.preventDefault();
  sessionStorage.setItem(STALE_CHUNK_RELOAD_KEY, String(Date.now()));
  window.location.reload();
});

const root = createRoot(document.getElementById("root") as HTMLElement);

// Settings come first: every call needs apiUrl. If they cannot be read the app still starts, and its calls
// report 'Config not loaded'.
loadSettings(import.meta.env.MODE)
  .catch(() => showErrorToast(CLIENT_MESSAGES.configNotLoaded))
  .finally(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
