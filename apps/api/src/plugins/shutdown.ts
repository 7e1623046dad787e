import type { FastifyInstance } from "fastify";

/** How long requests in flight may run on after a stop is asked for, before their connections are cut. */
export const REQUEST_DRAIN_MS = 5_000;

const IDLE_SWEEP_MS = 100;

const DRAINING_STEP = "stop accepting connections and finish requests in flight";

export type ShutdownSteps = {
  /**
   * Adds a named step to the stop sequence. Fastify runs onClose hooks last-added first, after it has
   * stopped accepting connections and the requests in flight have ended; so the step added first runs last.
   */
  add: (name: string, run: () => Promise<void> | void) => void;
  /** The step running now (or the last one started): what a forced exit names as the reason. */
  readonly current: string;
};

/**
 * The ordered stop: stop accepting and drain requests (Fastify's own first onClose), then the steps added
 * here and by plugins in reverse order of adding: the job worker, realtime and other LISTEN clients, and the
 * database pool last, so nothing still running loses its connection.
 */
export function createShutdownSteps(app: FastifyInstance): ShutdownSteps {
  let current = "not stopping";
  let drainTimer: NodeJS.Timeout | undefined;
  let idleSweep: NodeJS.Timeout | undefined;

  app.addHook("preClose", async () => {
    current = DRAINING_STEP;
    app.log.info({ step: current }, "shutdown step");
    // A request that outlives the drain (a stalled download, a hung client) would hold server.close forever.
    drainTimer = setTimeout(() => {
      app.log.warn({ step: current, afterMs: REQUEST_DRAIN_MS }, "requests still in flight; closing their connections");
      app.server.closeAllConnections();
    }, REQUEST_DRAIN_MS);
    drainTimer.unref();
    // A keep-alive connection whose request ends during the drain would otherwise stay open, idle, until the
    // drain runs out: closing idle connections as they appear lets the stop end with the last request.
    idleSweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
    idleSweep.unref();
  });

  return {
    add(name, run) {
      app.addHook("onClose", async () => {
        // The first step to run means the server has closed: the drain is over.
        clearTimeout(drainTimer);
        clearInterval(idleSweep);
        current = name;
        app.log.info({ step: name }, "shutdown step");
        await run();
      });
    },
    get current() {
      return current;
    },
  };
}
