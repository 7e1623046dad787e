import { CLIENT_MESSAGES } from "@portal/contracts";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "./index.css";
import { App } from "./app/app";
import { loadSettings } from "./lib/settings";
import { showErrorToast } from "./lib/toast";

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
