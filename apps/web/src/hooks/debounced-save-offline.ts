/** What the debounced save needs when a save fails for the network, in its own chunk (use-debounced-save.ts). */
export { createReconnectRetry, isNetworkFailure } from "@/lib/offline/network";
export { dropPendingSave, setPendingSave } from "@/lib/offline/pending-saves";
