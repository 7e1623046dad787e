export { useCloneFlow, useIsAnyCloneRunning } from "./clone-flow";
export { dispatchRealtimeEvent, startRealtime, stopRealtime } from "./connection";
export { awaitRealtimeOutcome, createRunningFlows } from "./realtime-outcome";
export { useRealtimeConnection, useRealtimeEvent } from "./use-realtime";
