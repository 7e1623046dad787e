import { buildApp } from "./app.js";
import { loadConfig } from "./env.js";

/** Starts the portal: API, SPA and (later) realtime on one port; closes cleanly on SIGINT/SIGTERM. */
async function main() {
  const config = loadConfig();
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
  console.error(error);
  process.exit(1);
});
