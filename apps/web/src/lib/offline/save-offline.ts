/** What a save needs once it fails for the network, in its own chunk (hooks/use-debounced-save.ts loads it). */

export { dropPendingSave, setPendingSave } from "./pending-saves";
export { createReconnectRetry } from "./reconnect";
