import net from "node:net";
import { buildApp } from "./app.js";
import { DatabaseInUseError } from "./db/data-dir-lock.js";
import { loadConfig } from "./env.js";

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

/** Starts the portal: API, SPA and (later) realtime on one port; closes cleanly on SIGINT/SIGTERM. */
async function main() {
  const config = loadConfig();
  await ensurePortIsFree(config.port, config.host);
  const { app } = await buildApp(config, { log: (message) => process.stdout.write(`${message}\n`) });

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, "shutting down");
    await app.close();
    process.exit(0);
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  // An expected refusal to start gets its message alone; anything else its stack too.
  const isExpected = error instanceof DatabaseInUseError || error instanceof PortInUseError;
  console.error(isExpected ? error.message : error);
  process.exit(1);
});
