import type { RealtimeEventName } from "@portal/contracts";
import type { RealtimePhase } from "@portal/contracts/ui";
import { useEffect, useRef, useSyncExternalStore } from "react";
import { useSession } from "../auth/session";
import {
  getRealtimePhase,
  onRealtimeEvent,
  type RealtimeHandler,
  startRealtimeFor,
  subscribeRealtimePhase,
} from "./connection";

/**
 * Opens the realtime connection once someone is signed in (spec 02 §4), a wizard visitor included: its
 * documents are announced to its session. Sign-out closes it; a visitor's new session reopens it.
 */
export function useRealtimeConnection(): RealtimePhase {
  const { user } = useSession();
  const sessionKey = user === null ? null : `${user.role}:${user.email}`;
  useEffect(() => {
    if (sessionKey !== null) void startRealtimeFor(sessionKey);
  }, [sessionKey]);
  return useSyncExternalStore(subscribeRealtimePhase, getRealtimePhase, getRealtimePhase);
}

/**
 * Calls `handler` for each `name` event while the component is mounted. The latest handler is used, so
 * callers need not memoise it.
 */
export function useRealtimeEvent(name: RealtimeEventName, handler: RealtimeHandler): void {
  useRealtimeConnection();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => onRealtimeEvent(name, (message) => latest.current(message)), [name]);
}
