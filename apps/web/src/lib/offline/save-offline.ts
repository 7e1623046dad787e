/** What a save needs once it fails for the network, in its own chunk (hooks/use-debounced-save.ts loads it). */
export { createReconnectRetry, isNetworkFailure } from "./network";
export { dropPendingSave, setPendingSave } from "./pending-saves";
