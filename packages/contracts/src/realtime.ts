import { z } from "zod";

/** Server-to-client events (spec 02 §7), sent to the requesting user's sockets only. */
export const REALTIME_EVENTS = {
  fixingSpecGenerated: "fixingSpecGenerated",
  estimateGenerated: "estimateGenerated",
  nbsGenerated: "nbsGenerated",
  roofCloned: "roofCloned",
  plotCloned: "plotCloned",
  projectCloned: "projectCloned",
  error: "error",
} as const;
export type RealtimeEventName = (typeof REALTIME_EVENTS)[keyof typeof REALTIME_EVENTS];

/** Cloning's words: the 202 answer of every clone request, then the job's event when the copy is made or fails. */
export const CLONE_MESSAGES = {
  accepted: "Cloning...",
  roofCloned: "Roof successfully cloned",
  plotCloned: "Plot successfully cloned",
  projectCloned: "Project successfully cloned",
  roofFailed: "Error cloning Roof",
  plotFailed: "Error cloning Plot",
  projectFailed: "Error cloning Project",
} as const;

/** Payload field names are the spec's, PascalCase as the messages carry them. */
export const RealtimeMessageSchema = z.object({
  Message: z.string(),
  DownloadUri: z.string().optional(),
  RoofId: z.number().int().optional(),
  PlotId: z.number().int().optional(),
  ProjectId: z.number().int().optional(),
  /** A document event names the generation it ends (the 202's generationId), so a page waits for its own. */
  GenerationId: z.number().int().optional(),
  /** A clone's event (success or error) names the request it ends (the 202's cloneRequestId). */
  CloneRequestId: z.number().int().optional(),
});
export type RealtimeMessage = z.infer<typeof RealtimeMessageSchema>;

export const NegotiateResponseSchema = z.object({ url: z.string(), accessToken: z.string() });
export type NegotiateResponse = z.infer<typeof NegotiateResponseSchema>;

/** The Socket.IO namespace realtime clients join; the negotiated url names it. */
export const REALTIME_NAMESPACE = "/realtime";
/** Realtime tokens are short-lived: the client negotiates again on every reconnect. */
export const REALTIME_TOKEN_MINUTES = 5;
