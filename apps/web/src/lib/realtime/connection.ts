import { type RealtimeEventName, type RealtimeMessage, RealtimeMessageSchema } from "@portal/contracts";
import { REALTIME_PHASES, REALTIME_RECONNECT_DELAYS_MS, type RealtimePhase } from "@portal/contracts/ui";
import type { Socket } from "socket.io-client";
import { sessionQueryKey } from "../auth/session-key";
import { hasSessionCookies } from "../cookies";
import { queryClient } from "../query-client";
import { getSettings } from "../settings";
import { negotiateRealtime } from "./negotiate";

export type RealtimeHandler = (message: RealtimeMessage) => void;

const handlers = new Map<string, Set<RealtimeHandler>>();
const phaseListeners = new Set<() => void>();

let socket: Socket | null = null;
let phase: RealtimePhase = REALTIME_PHASES.disconnected;
let starting: Promise<void> | null = null;
let reconnectAttempt = 0;
let reconnectTimer: ReturnType<typeof setTimeout> | null = null;
let stopWatchingSession: (() => void) | null = null;
/** Counts stops, so a connection still being negotiated when realtime stops is abandoned, not opened. */
let stopCount = 0;

function setPhase(next: RealtimePhase): void {
  if (phase === next) return;
  phase = next;
  for (const listener of phaseListeners) listener();
}

export function getRealtimePhase(): RealtimePhase {
  return phase;
}

export function subscribeRealtimePhase(listener: () => void): () => void {
  phaseListeners.add(listener);
  return () => phaseListeners.delete(listener);
}

/** Hands an event to its subscribers; payloads that do not match the contract are dropped. */
export function dispatchRealtimeEvent(name: string, payload: unknown): void {
  const parsed = RealtimeMessageSchema.safeParse(payload);
  if (!parsed.success) return;
  for (const handler of [...(handlers.get(name) ?? [])]) handler(parsed.data);
}

/** Listens for one event until the returned function is called. */
export function onRealtimeEvent(name: RealtimeEventName, handler: RealtimeHandler): () => void {
  const set = handlers.get(name) ?? new Set<RealtimeHandler>();
  set.add(handler);
  handlers.set(name, set);
  return () => {
    set.delete(handler);
  };
}

function clearReconnectTimer(): void {
  if (reconnectTimer !== null) clearTimeout(reconnectTimer);
  reconnectTimer = null;
}

/** The library's delays of spec 02 §7 (0, 2 s, 10 s, 30 s) and then no more attempts. */
function scheduleReconnect(): void {
  clearReconnectTimer();
  const delay = REALTIME_RECONNECT_DELAYS_MS[reconnectAttempt];
  if (delay === undefined || socket === null) {
    setPhase(REALTIME_PHASES.disconnected);
    return;
  }
  reconnectAttempt += 1;
  setPhase(REALTIME_PHASES.connecting);
  const current = socket;
  reconnectTimer = setTimeout(() => {
    reconnectTimer = null;
    if (socket === current) current.connect();
  }, delay);
}

/** The session ended (sign-out clears the session query): the socket closes with it. */
function watchSession(): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (JSON.stringify(event.query.queryKey) !== JSON.stringify(sessionQueryKey)) return;
    if (event.type === "removed" || (event.type === "updated" && event.query.state.data === null)) stopRealtime();
  });
}

async function connect(): Promise<void> {
  // Only signed-in members connect: the client library is fetched then, alongside the negotiation, and never
  // weighs on the sign-in page.
  const stopsBefore = stopCount;
  const [negotiated, { io }] = await Promise.all([negotiateRealtime(), import("socket.io-client")]);
  if (stopsBefore !== stopCount) return;
  if (negotiated === null || !hasSessionCookies()) {
    setPhase(REALTIME_PHASES.disconnected);
    return;
  }
  let firstToken: string | null = negotiated.accessToken;
  const base = (getSettings()?.apiUrl ?? "").replace(/\/+$/, "");
  const created = io(`${base}${negotiated.url}`, {
    path: "/socket.io",
    autoConnect: false,
    // Reconnects are scheduled here, with the spec's delays, rather than by the library's backoff.
    reconnection: false,
    // Realtime tokens are short-lived: every attempt after the first negotiates a fresh one.
    auth: (callback) => {
      const token = firstToken;
      firstToken = null;
      if (token !== null) {
        callback({ token });
        return;
      }
      void negotiateRealtime().then((answer) => callback({ token: answer?.accessToken ?? "" }));
    },
  });
  created.on("connect", () => {
    reconnectAttempt = 0;
    clearReconnectTimer();
    setPhase(REALTIME_PHASES.connected);
  });
  created.on("connect_error", () => {
    if (socket === created) scheduleReconnect();
  });
  created.on("disconnect", (reason) => {
    if (socket !== created || reason === "io client disconnect") return;
    scheduleReconnect();
  });
  created.onAny((name: string, payload: unknown) => dispatchRealtimeEvent(name, payload));
  socket = created;
  stopWatchingSession = watchSession();
  created.connect();
}

/** Connects once per signed-in session; later calls while connecting or connected do nothing. */
export function startRealtime(): Promise<void> {
  if (socket !== null || !hasSessionCookies()) return Promise.resolve();
  if (starting === null) {
    setPhase(REALTIME_PHASES.connecting);
    reconnectAttempt = 0;
    starting = connect().finally(() => {
      starting = null;
    });
  }
  return starting;
}

let connectedSession: string | null = null;

/**
 * Connects for the session `sessionKey` names. Another session (a wizard visitor who typed a new e-mail has a
 * new session) closes the old socket first: the server put that one in the old session's rooms.
 */
export function startRealtimeFor(sessionKey: string): Promise<void> {
  if (connectedSession !== null && connectedSession !== sessionKey) stopRealtime();
  connectedSession = sessionKey;
  return startRealtime();
}

/** Closes the socket (sign-out); a later startRealtime opens a new one. */
export function stopRealtime(): void {
  stopCount += 1;
  connectedSession = null;
  clearReconnectTimer();
  stopWatchingSession?.();
  stopWatchingSession = null;
  const current = socket;
  socket = null;
  if (current !== null) {
    setPhase(REALTIME_PHASES.disconnecting);
    current.offAny();
    current.disconnect();
  }
  setPhase(REALTIME_PHASES.disconnected);
}
