export { type CloneOptions, runClone, useCloneFlow, useIsAnyCloneRunning } from "./clone-flow";
export {
  dispatchRealtimeEvent,
  getRealtimePhase,
  onRealtimeEvent,
  type RealtimeHandler,
  startRealtime,
  stopRealtime,
} from "./connection";
export { negotiateRealtime } from "./negotiate";
export { useRealtimeConnection, useRealtimeEvent } from "./use-realtime";
