import { type TypeOptions, toast } from "react-toastify";

export interface ToastOptions {
  /** How long the toast stays, where a screen's own setting differs from the app's (the roof editor's 3 s). */
  autoCloseMs?: number;
  /** Shown once while it is on screen: raising the same one again adds nothing. */
  isSingle?: boolean;
}

/** The one place the app raises plain toasts, so their look and settings stay the same everywhere. */
export function showToast(type: TypeOptions, message: string, options: ToastOptions = {}): void {
  toast(message, {
    type,
    ...(options.autoCloseMs === undefined ? {} : { autoClose: options.autoCloseMs }),
    ...(options.isSingle ? { toastId: `${type}:${message}` } : {}),
  });
}

export function showErrorToast(message: string): void {
  toast.error(message);
}

export function showSuccessToast(message: string): void {
  toast.success(message);
}
