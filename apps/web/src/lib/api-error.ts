import { type ErrorBody, messageForStatus } from "@portal/contracts";

/** What a failed call left behind: the status, the raw body text, and the body parsed as the error shape if it was JSON. */
export interface ApiFailure {
  status: number;
  text: string;
  body: ErrorBody | undefined;
  isJson: boolean;
}

/** Raised after a failure has been reported, so callers can stop without reporting it again. */
export class ApiError extends Error {
  readonly status: number;
  readonly failure: ApiFailure;

  constructor(failure: ApiFailure, message: string) {
    super(message);
    this.name = "ApiError";
    this.status = failure.status;
    this.failure = failure;
  }
}

function toErrorBody(value: unknown): ErrorBody | undefined {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
  const record = value as Record<string, unknown>;
  const body: ErrorBody = {};
  if (typeof record.message === "string") body.message = record.message;
  if (typeof record.modelState === "object" && record.modelState !== null) {
    const modelState: Record<string, string[]> = {};
    for (const [key, messages] of Object.entries(record.modelState as Record<string, unknown>)) {
      if (Array.isArray(messages))
        modelState[key] = messages.filter((item): item is string => typeof item === "string");
      else if (typeof messages === "string") modelState[key] = [messages];
    }
    body.modelState = modelState;
  }
  return body;
}

export async function readFailure(response: Response): Promise<ApiFailure> {
  let text = "";
  try {
    text = await response.text();
  } catch {
    text = "";
  }
  if (text.trim() === "") return { status: response.status, text: "", body: undefined, isJson: false };
  try {
    return { status: response.status, text, body: toErrorBody(JSON.parse(text)), isJson: true };
  } catch {
    return { status: response.status, text, body: undefined, isJson: false };
  }
}

/**
 * The generic mapping (spec 01 §8.1): the body's message first; a body that is not JSON is shown as it is;
 * otherwise the status decides.
 */
export function messageForFailure(failure: ApiFailure): string {
  if (failure.body?.message) return failure.body.message;
  if (!failure.isJson && failure.text.trim() !== "") return failure.text;
  return messageForStatus(failure.status);
}

/** A call that never got an answer (network down, server unreachable) reads like a gateway failure. */
export const networkFailure: ApiFailure = { status: 503, text: "", body: undefined, isJson: false };
