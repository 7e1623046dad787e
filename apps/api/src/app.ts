import { existsSync } from "node:fs";
import path from "node:path";
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { messageForStatus } from "@portal/contracts";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { AppContext } from "./context.js";
import { type DatabaseConnection, openDatabase } from "./db/database.js";
import { seedDatabase } from "./db/seed/index.js";
import type { AppConfig } from "./env.js";
import { startJobQueue } from "./jobs/job-queue.js";
import { type Clock, systemClock } from "./lib/clock.js";
import { apiPackageRoot } from "./lib/package-root.js";
import { redactUrl, serializeError } from "./lib/redact.js";
import { createAccessTokenSigner } from "./lib/tokens.js";
import { createMailer, type Mailer } from "./mail/mailer.js";
import { startKeptMemberships } from "./modules/companies/index.js";
import { startKeptProjectReads } from "./modules/projects/kept-project-reads.js";
import { startKeptCatalogueReads } from "./modules/roof-editor/index.js";
import { startKeptRoofReads } from "./modules/roofs/kept-roof-reads.js";
import { stopRenderWorkers } from "./pdf/render-pool.js";
import { registerAuth, startLiveSessions } from "./plugins/auth.js";
import { registerErrorHandler } from "./plugins/error-handler.js";
import { registerRealtime } from "./plugins/realtime.js";
import { createShutdownSteps, type ShutdownSteps } from "./plugins/shutdown.js";
import { JOB_DEFINITIONS, registerRoutes } from "./routes.js";
import { createStorage } from "./storage/create-storage.js";
import type { Storage } from "./storage/storage.js";

export type BuildAppOptions = {
  /** An already open database (tests pass a fresh one per file); otherwise opened from the configuration. */
  database?: DatabaseConnection;
  clock?: Clock;
  mailer?: Mailer;
  /** false silences logging (tests); a stream receives the production log lines (tests of redaction). */
  logger?: false | { stream: NodeJS.WritableStream };
  /** Seeds roles, industry types, the first administrator and demo users; on by default. */
  seed?: boolean;
  log?: (message: string) => void;
  /** File storage; otherwise the one the configuration names. */
  storage?: Storage;
};

export type BuiltApp = { app: FastifyInstance; ctx: AppContext; database: DatabaseConnection; shutdown: ShutdownSteps };

function loggerOptions(config: AppConfig, stream?: NodeJS.WritableStream): FastifyServerOptions["logger"] {
  return {
    level: config.logLevel,
    ...(stream ? { stream } : {}),
    // Credentials travel in query strings (spec 01 §7), so URLs are redacted before any log line is written;
    // errors are written without the values a failed statement carried.
    serializers: {
      req: (request: { method: string; url: string }) => ({ method: request.method, url: redactUrl(request.url) }),
      err: serializeError,
    },
  };
}

function resolveWebDist(config: AppConfig): string | undefined {
  const folder = config.webDistDir ?? path.resolve(apiPackageRoot, "..", "web", "dist");
  return existsSync(path.join(folder, "index.html")) ? folder : undefined;
}

/** Builds the whole application from a configuration object; server.ts only listens. */
export async function buildApp(config: AppConfig, options: BuildAppOptions = {}): Promise<BuiltApp> {
  const database =
    options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir }));
  const clock = options.clock ?? systemClock;
  if (options.seed ?? true) {
    const log = options.log ?? ((message: string) => console.log(message));
    await database.exclusively(() => seedDatabase(database.db, config, log));
  }

  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config, options.logger?.stream),
    // Only the configured proxies may name the client (X-Forwarded-For); otherwise anyone could pick an address
    // and with it a fresh rate-limit allowance.
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // Added first so it runs last: every later step (jobs, realtime, LISTEN clients) still has its connection.
  const shutdown = createShutdownSteps(app);
  shutdown.add("close the mailer and the database", async () => {
    ctx.mailer.close();
    if (!options.database) await database.close();
  });
  // Runs after the job worker has stopped (added later, so run earlier): no generation still awaits a render.
  shutdown.add("stop the PDF render workers", () => stopRenderWorkers());

  const signer = createAccessTokenSigner(config.jwtSecret, clock);
  const realtime = await registerRealtime(app, { db: database.db, signer }, database);
  shutdown.add("stop closing the sockets of revoked sessions", () => realtime.stop());
  const jobs = await startJobQueue(database, app.log);
  const liveSessions = await startLiveSessions({ db: database.db, signer, clock }, database.listen);
  shutdown.add("stop listening for session revocations", () => liveSessions.stop());
  const keptProjectReads = await startKeptProjectReads(database.listen);
  shutdown.add("stop listening for project changes", () => keptProjectReads.stop());
  const keptCatalogueReads = await startKeptCatalogueReads(database.listen);
  shutdown.add("stop listening for catalogue changes", () => keptCatalogueReads.stop());
  const keptRoofReads = await startKeptRoofReads(database.listen);
  shutdown.add("stop listening for roof changes", () => keptRoofReads.stop());
  const keptMemberships = await startKeptMemberships(database.listen);
  shutdown.add("stop listening for membership changes", () => keptMemberships.stop());
  const ctx: AppContext = {
    db: database.db,
    config,
    clock,
    mailer: options.mailer ?? createMailer(config.mail),
    signer,
    liveSessions,
    realtime,
    jobs,
    storage: options.storage ?? (await createStorage(config, clock)),
    keptProjectReads,
    keptCatalogueReads,
    keptRoofReads,
    keptMemberships,
  };
  await jobs.work(JOB_DEFINITIONS, ctx);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", "data:", "blob:", "https:"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'", "ws:", "wss:"],
        scriptSrc: ["'self'"],
      },
    },
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: messageForStatus(429),
    }),
  });
  await app.register(swagger, {
    openapi: { info: { title: "Roofing Portal API", version: config.apiVersion } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });

  // API answers carry tokens and personal data: no browser or proxy may keep them. A route that chose its own
  // caching (settings, signed downloads) keeps it.
  app.addHook("onSend", async (request, reply) => {
    if (request.url.startsWith("/api/") && !reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
  });
  registerAuth(app, ctx);
  await registerRoutes(app, ctx);

  const webDist = resolveWebDist(config);
  if (webDist) await app.register(fastifyStatic, { root: webDist, wildcard: false, index: ["index.html"] });
  // Client-side routes (e.g. /login, /admin/users) load the SPA; unknown /api paths stay JSON 404s.
  app.setNotFoundHandler((request, reply) => {
    const isPageRequest =
      request.method === "GET" && !request.url.startsWith("/api") && !request.url.startsWith("/socket.io");
    if (webDist && isPageRequest) return reply.type("text/html").sendFile("index.html");
    return reply.status(404).send({ message: messageForStatus(404) });
  });

  // Added last so it runs first once requests have drained: running jobs finish or go back to the queue.
  shutdown.add("stop the job worker", () => jobs.stop());
  return { app, ctx, database, shutdown };
}
