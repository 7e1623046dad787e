import type { RealtimeEventName } from "@portal/contracts";
import type { RealtimePhase } from "@portal/contracts/ui";
import { useEffect, useRef, useSyncExternalStore } from "react";
import { isMember, useSession } from "../auth/session";
import {
  getRealtimePhase,
  onRealtimeEvent,
  type RealtimeHandler,
  startRealtime,
  subscribeRealtimePhase,
} from "./connection";

/** Opens the realtime connection once a real account is signed in (spec 02 §4); sign-out closes it. */
export function useRealtimeConnection(): RealtimePhase {
  const { user } = useSession();
  const isSignedIn = isMember(user);
  useEffect(() => {
    if (isSignedIn) void startRealtime();
  }, [isSignedIn]);
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
