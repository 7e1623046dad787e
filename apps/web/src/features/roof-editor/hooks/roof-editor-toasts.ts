import { ROOF_EDITOR_TOAST_MS } from "@portal/contracts";
import type { TypeOptions } from "react-toastify";
import { showToast } from "@/lib/toast";

/**
 * The roof editor's toasts close after ROOF_EDITOR_TOAST_MS (spec 03 §9), sooner than the app's others, since
 * the autosave raises one on every save.
 */
const show = (type: TypeOptions) => (message: string) =>
  showToast(type, message, { autoCloseMs: ROOF_EDITOR_TOAST_MS });

export const roofEditorToast = {
  info: show("info"),
  success: show("success"),
  warning: show("warning"),
  error: show("error"),
};
