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
export {
  awaitRealtimeOutcome,
  createRunningFlows,
  type RealtimeOutcome,
  type RealtimeOutcomeWait,
  type RunningFlows,
} from "./realtime-outcome";
export { useRealtimeConnection, useRealtimeEvent } from "./use-realtime";
