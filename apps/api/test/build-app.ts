import os from "node:os";
import path from "node:path";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { type BuiltApp, buildApp } from "../src/app.js";
import { type DatabaseConnection, openDatabase } from "../src/db/database.js";
import { type AppConfig, loadConfig } from "../src/env.js";
import type { Clock } from "../src/lib/clock.js";
import type { Mailer, MailMessage } from "../src/mail/mailer.js";
import type { Storage } from "../src/storage/storage.js";
import { openTestDatabase } from "./test-database.js";

export const TEST_ADMIN = { email: "admin@example.com", password: "AdminTestPassword#1" };

/** Keeps sent mail in memory; mail is the one thing that leaves the machine, so it is the one thing replaced. */
export class CapturingMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  async send(message: MailMessage) {
    this.sent.push(message);
  }
  close() {}
  lastTo(email: string): MailMessage {
    const message = this.sent.filter((mail) => mail.to === email).at(-1);
    if (!message) throw new Error(`No mail was sent to ${email}`);
    return message;
  }
  /** The first link in the mail's text part. */
  linkTo(email: string): URL {
    const match = this.lastTo(email).text.match(/https?:\/\/\S+/);
    if (!match) throw new Error(`The mail to ${email} has no link`);
    return new URL(match[0]);
  }
}

export class TestClock implements Clock {
  private current = new Date();
  now = () => new Date(this.current);
  advanceMinutes(minutes: number) {
    this.current = new Date(this.current.getTime() + minutes * 60_000);
  }
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const base = loadConfig({
    DATA_DIR: path.join(os.tmpdir(), "portal-test-unused"),
    JWT_SECRET: "test-secret-that-is-long-enough-for-hs256-signing",
    SEED_ADMIN_EMAIL: TEST_ADMIN.email,
    SEED_ADMIN_PASSWORD: TEST_ADMIN.password,
    SEED_DEMO: "false",
    PUBLIC_URL: "http://portal.test",
    WEB_DIST_DIR: path.join(os.tmpdir(), "portal-test-no-web"),
  });
  const generous = { max: 10_000, timeWindowMs: 60_000 };
  return {
    ...base,
    rateLimits: {
      login: generous,
      register: generous,
      forgottenPassword: generous,
      refresh: generous,
      sessionToken: generous,
    },
    ...overrides,
  };
}

/** `database`: an already open one, shared with another app instance (a restart); the caller closes it. */
export async function buildTestApp(
  options: {
    config?: Partial<AppConfig>;
    database?: DatabaseConnection & { url?: string };
    /** File storage to use instead of the configured one (a test that makes writes fail). */
    storage?: Storage;
    /** Where the app's log lines go (a test that reads them); nothing is logged without it. */
    logStream?: NodeJS.WritableStream;
  } = {},
) {
  const database = options.database ?? (await openTestDatabase());
  const mailer = new CapturingMailer();
  const clock = new TestClock();
  const { app, ctx } = await buildApp(testConfig(options.config), {
    database,
    mailer,
    clock,
    logger: options.logStream ? { stream: options.logStream } : false,
    log: () => {},
    ...(options.storage ? { storage: options.storage } : {}),
  });
  await app.ready();

  async function request(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse> {
    const { token, ...injectOptions } = options;
    const headers = { ...(injectOptions.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) };
    return app.inject({ ...injectOptions, headers });
  }

  async function login(email: string, password: string): Promise<{ authToken: string; refreshToken: string }> {
    const response = await request({ method: "POST", url: "/api/Account/Login", payload: { email, password } });
    if (response.statusCode !== 200)
      throw new Error(`Login of ${email} failed: ${response.statusCode} ${response.body}`);
    return response.json();
  }

  return {
    app,
    ctx,
    /** Set on PostgreSQL: a second app instance can open the same database. */
    databaseUrl: database.url,
    mailer,
    clock,
    request,
    login,
    loginAsAdmin: () => login(TEST_ADMIN.email, TEST_ADMIN.password),
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

/**
 * A second app instance on the test app's PostgreSQL database, as another process of one deployment would be;
 * `close` stops it and its connections.
 */
export async function startSecondInstance(
  testApp: TestApp,
): Promise<Pick<BuiltApp, "app" | "ctx"> & { close: () => Promise<void> }> {
  const database = await openDatabase({ databaseUrl: testApp.databaseUrl, pgliteDir: "memory" });
  const second = await buildApp(testConfig(), {
    database,
    mailer: new CapturingMailer(),
    logger: false,
    log: () => {},
  });
  await second.app.ready();
  return {
    app: second.app,
    ctx: second.ctx,
    close: async () => {
      await second.app.close();
      await database.close();
    },
  };
}
