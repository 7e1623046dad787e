import { ROOF_EDITOR_TOAST_MS } from "@portal/contracts";
import { type TypeOptions, toast } from "react-toastify";

/**
 * The roof editor's toasts close after ROOF_EDITOR_TOAST_MS (spec 03 §9), sooner than the app's others, since
 * the autosave raises one on every save.
 */
function show(type: TypeOptions, message: string): void {
  toast(message, { type, autoClose: ROOF_EDITOR_TOAST_MS });
}

export const roofEditorToast = {
  info: (message: string) => show("info", message),
  success: (message: string) => show("success", message),
  warning: (message: string) => show("warning", message),
  error: (message: string) => show("error", message),
};
