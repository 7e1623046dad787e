import { ApiError, type ApiFailure, messageForFailure } from "./api-error";
import { redirectToNotFound } from "./navigation";
import { showErrorToast } from "./toast";

/**
 * The message for an operation that has its own failure text (spec 01 §8.2): a client error's own message
 * explains more (for example a refused delete), otherwise the operation's text is shown.
 */
export function operationMessage(failure: ApiFailure, operationText: string): string {
  if (failure.status < 500 && failure.body?.message) return failure.body.message;
  return operationText;
}

/** The generic handler: shows the mapped message as a toast, then stops the caller. */
export function showError(failure: ApiFailure): never {
  const message = messageForFailure(failure);
  showErrorToast(message);
  throw new ApiError(failure, message);
}

/** Like showError, but with the operation's own text when the server has nothing better to say. */
export function showErrorAs(operationText: string): (failure: ApiFailure) => never {
  return (failure) => {
    const message = operationMessage(failure, operationText);
    showErrorToast(message);
    throw new ApiError(failure, message);
  };
}

/** Variant: a 404 opens the not-found page (except in the public wizard); anything else as showErrorAs. */
export function redirectOnNotFound(operationText?: string): (failure: ApiFailure) => never {
  return (failure) => {
    if (failure.status === 404) {
      redirectToNotFound();
      throw new ApiError(failure, messageForFailure(failure));
    }
    return operationText === undefined ? showError(failure) : showErrorAs(operationText)(failure);
  };
}

/** Variant: a 404 means "nothing there" and answers an empty list; anything else shows its text. */
export function emptyListOnNotFound<T>(empty: T, operationText?: string): (failure: ApiFailure) => T {
  return (failure) => {
    if (failure.status === 404) return empty;
    return operationText === undefined ? showError(failure) : showErrorAs(operationText)(failure);
  };
}
