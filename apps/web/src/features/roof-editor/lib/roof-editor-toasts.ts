import { ROOF_EDITOR_TOAST_MS } from "@portal/contracts";
import { showToast, type ToastType } from "@/lib/toast";

/**
 * The roof editor's toasts close after ROOF_EDITOR_TOAST_MS (spec 03 §9), sooner than the app's others, since
 * the autosave raises one on every save. A warning or an error already on screen is not stacked again: the
 * autosave can run twice while a field is still wrong, and two identical warnings say nothing more.
 */
const show = (type: ToastType, isSingle: boolean) => (message: string) =>
  showToast(type, message, { autoCloseMs: ROOF_EDITOR_TOAST_MS, isSingle });

export const roofEditorToast = {
  info: show("info", false),
  success: show("success", false),
  warning: show("warning", true),
  error: show("error", true),
};
