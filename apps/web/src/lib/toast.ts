import { toast } from "react-toastify";

/** The one place the app raises toasts, so their look and settings stay the same everywhere. */
export function showErrorToast(message: string): void {
  toast.error(message);
}

export function showSuccessToast(message: string): void {
  toast.success(message);
}
