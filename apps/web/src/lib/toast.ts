import { TOAST_SETTINGS } from "@portal/contracts";
import type { ReactNode } from "react";
import { type Id, type TypeOptions, toast } from "react-toastify";

/** What a toast says it is: info, success, warning or error. */
export type ToastType = TypeOptions;

export interface ToastOptions {
  /** How long the toast stays, where a screen's own setting differs from the app's (the roof editor's 3 s). */
  autoCloseMs?: number;
  /** Shown once while it is on screen: raising the same one again adds nothing. */
  isSingle?: boolean;
}

/**
 * The one place the app raises toasts, so their look and settings stay the same everywhere. A message is text, or
 * text with a link (a download, a new copy), never a form.
 */
export function showToast(type: ToastType, message: ReactNode, options: ToastOptions = {}): void {
  toast(message, {
    type,
    ...(options.autoCloseMs === undefined ? {} : { autoClose: options.autoCloseMs }),
    ...(options.isSingle && typeof message === "string" ? { toastId: `${type}:${message}` } : {}),
  });
}

export function showErrorToast(message: ReactNode): void {
  showToast("error", message);
}

export function showSuccessToast(message: ReactNode): void {
  showToast("success", message);
}

/** A toast that follows a piece of work from its start to its end (an upload, a clone, a document). */
export interface TaskToast {
  /** Says where the work has got to. */
  update: (message: ReactNode) => void;
  /** Moves the progress bar of a toast started with one (0 to 1; 1 closes it). */
  progress: (value: number) => void;
  /** Turns the toast into the work's outcome, which then closes by itself. */
  finish: (type: ToastType, message: ReactNode, options?: Pick<ToastOptions, "autoCloseMs">) => void;
  dismiss: () => void;
}

/**
 * Starts a task's toast: a spinner, or with `progress` a progress bar the task moves itself (and no close
 * button: it closes when the bar is full).
 */
export function startTaskToast(message: ReactNode, options: { progress?: number } = {}): TaskToast {
  const id: Id =
    options.progress === undefined
      ? toast.loading(message)
      : toast(message, { progress: options.progress, closeButton: false });
  return {
    update: (next) => toast.update(id, { render: next }),
    progress: (value) => toast.update(id, { progress: value }),
    finish: (type, outcome, finishOptions = {}) =>
      toast.update(id, {
        render: outcome,
        type,
        isLoading: false,
        // A spinner's toast was made to stay; its outcome closes after the app's time unless told otherwise.
        autoClose: finishOptions.autoCloseMs ?? TOAST_SETTINGS.autoCloseMs,
        closeButton: true,
      }),
    dismiss: () => toast.dismiss(id),
  };
}
