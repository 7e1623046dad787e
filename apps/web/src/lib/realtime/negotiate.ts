import { type NegotiateResponse, NegotiateResponseSchema } from "@portal/contracts";
import { apiRequest } from "../api-client";

/**
 * POST /signalr/negotiate: where to connect and a short-lived token (spec 02 §7). A failure answers null with
 * no message, as the spec has it: realtime is an extra, and the page works without it.
 */
export function negotiateRealtime(): Promise<NegotiateResponse | null> {
  return apiRequest<NegotiateResponse | null>("/signalr/negotiate", {
    method: "POST",
    schema: NegotiateResponseSchema,
    onError: () => null,
  });
}
