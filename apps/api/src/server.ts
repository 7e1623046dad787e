import net from "node:net";
import { buildApp } from "./app.js";
import { DatabaseInUseError } from "./db/data-dir-lock.js";
import { loadConfig } from "./env.js";

/** The whole stop must fit in the time a container runtime gives before SIGKILL (Docker: 10 s). */
const SHUTDOWN_DEADLINE_MS = 10_000;

class PortInUseError extends Error {}

/**
 * Checks that the port is free before anything touches the data: a second server started by mistake must
 * fail here, not after it has opened the database.
 */
async function ensurePortIsFree(port: number, host: string): Promise<void> {
  if (port === 0) return;
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", (error: NodeJS.ErrnoException) => {
      reject(
        error.code === "EADDRINUSE"
          ? new PortInUseError(
              `Port ${port} on ${host} is already in use: another server is listening there. Stop it first, or set PORT.`,
            )
          : error,
      );
    });
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}

/** Starts the portal: API, SPA, realtime and job worker on one port; stops in order on SIGINT/SIGTERM. */
async function main() {
  const config = loadConfig();
  await ensurePortIsFree(config.port, config.host);
  const { app, shutdown } = await buildApp(config, { log: (message) => process.stdout.write(`${message}\n`) });

  let isStopping = false;
  const stop = async (signal: string) => {
    if (isStopping) {
      // A second Ctrl+C (or signal) means "now": the orderly stop already under way is abandoned.
      app.log.warn({ signal, step: shutdown.current }, "second signal during the stop; exiting now");
      process.exit(1);
    }
    isStopping = true;
    app.log.info({ signal }, "shutting down");
    const deadline = setTimeout(() => {
      app.log.error(
        { step: shutdown.current, afterMs: SHUTDOWN_DEADLINE_MS },
        `forced exit: the shutdown step "${shutdown.current}" did not finish in time`,
      );
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    try {
      await app.close();
      app.log.info("stopped");
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error, step: shutdown.current }, "shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  // An expected refusal to start gets its message alone; anything else its stack too.
  const isExpected = error instanceof DatabaseInUseError || error instanceof PortInUseError;
  console.error(isExpected ? error.message : error);
  process.exit(1);
});
