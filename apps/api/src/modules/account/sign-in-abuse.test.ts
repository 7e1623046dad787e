import { ACCOUNT_MESSAGES, messageForStatus } from "@portal/contracts";
import type { InjectOptions } from "fastify";
import { describe, expect, it, vi } from "vitest";
import { buildTestApp, TEST_ADMIN, type TestApp, testConfig } from "../../../test/build-app.js";
import { createUser } from "../../../test/factories.js";
import { loadConfig } from "../../env.js";

const TWO_PER_MINUTE = { max: 2, timeWindowMs: 60_000 };
/**
 * These tests build their own app (a fresh database) and sign in up to seven times, each hashing a password as
 * slowly as it should: on a busy two-core machine that takes longer than the default 30 s, whatever the rule.
 */
vi.setConfig({ testTimeout: 120_000 });

async function withApp(config: Parameters<typeof buildTestApp>[0], run: (t: TestApp) => Promise<void>) {
  const t = await buildTestApp(config);
  try {
    await run(t);
  } finally {
    await t.close();
  }
}

function signIn(
  t: TestApp,
  credentials: { email: string; password: string },
  from: Pick<InjectOptions, "remoteAddress" | "headers"> = {},
) {
  return t.app.inject({ method: "POST", url: "/api/Account/Login", payload: credentials, ...from });
}

let unknownSequence = 0;
/** A fresh unknown e-mail each time, so no e-mail reaches the lockout and only the address limits count. */
const wrongPassword = () => {
  unknownSequence += 1;
  return { email: `nobody${unknownSequence}@example.com`, password: "not-the-password" };
};

describe("TRUST_PROXY", () => {
  it("is off unless set, takes addresses and CIDR ranges, and refuses trusting everyone", () => {
    expect(loadConfig({ JWT_SECRET: "x".repeat(32) }).trustProxy).toBe(false);
    expect(loadConfig({ JWT_SECRET: "x".repeat(32), TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(
      loadConfig({ JWT_SECRET: "x".repeat(32), TRUST_PROXY: " 10.0.0.5, 10.1.0.0/16,::1, loopback " }).trustProxy,
    ).toEqual(["10.0.0.5", "10.1.0.0/16", "::1", "loopback"]);
    expect(() => loadConfig({ JWT_SECRET: "x".repeat(32), TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ JWT_SECRET: "x".repeat(32), TRUST_PROXY: "10.0.0.0/33" })).toThrow(/TRUST_PROXY/);
  });
});

describe("rate limits and forwarded addresses", () => {
  it("ignores a client's own X-Forwarded-For, so a spoofed header does not reset the allowance", async () => {
    await withApp({ config: { rateLimits: { ...testConfig().rateLimits, login: TWO_PER_MINUTE } } }, async (t) => {
      const statuses: number[] = [];
      for (const spoofed of ["198.51.100.1", "198.51.100.2", "198.51.100.3"]) {
        statuses.push((await signIn(t, wrongPassword(), { headers: { "x-forwarded-for": spoofed } })).statusCode);
      }
      expect(statuses).toEqual([401, 401, 429]);
    });
  });

  it("believes X-Forwarded-For from a configured proxy only", async () => {
    const config = {
      rateLimits: { ...testConfig().rateLimits, login: TWO_PER_MINUTE },
      trustProxy: ["10.0.0.0/8"],
    };
    await withApp({ config }, async (t) => {
      const viaProxy = (client: string) => ({ remoteAddress: "10.0.0.5", headers: { "x-forwarded-for": client } });
      // Two clients behind the proxy each have their own allowance.
      for (const client of ["203.0.113.1", "203.0.113.1", "203.0.113.2", "203.0.113.2"]) {
        expect((await signIn(t, wrongPassword(), viaProxy(client))).statusCode).toBe(401);
      }
      expect((await signIn(t, wrongPassword(), viaProxy("203.0.113.1"))).statusCode).toBe(429);
      // A sender that is not the proxy is counted by its own address whatever it claims.
      const direct = (claimed: string) => ({ remoteAddress: "192.0.2.7", headers: { "x-forwarded-for": claimed } });
      expect((await signIn(t, wrongPassword(), direct("203.0.113.50"))).statusCode).toBe(401);
      expect((await signIn(t, wrongPassword(), direct("203.0.113.51"))).statusCode).toBe(401);
      expect((await signIn(t, wrongPassword(), direct("203.0.113.52"))).statusCode).toBe(429);
    });
  });
});

describe("failed sign-ins per address", () => {
  it("stops one address guessing across accounts, leaves other addresses alone, and forgets after the window", async () => {
    const config = { signInFailuresPerAddress: { max: 3, timeWindowMs: 15 * 60_000 } };
    await withApp({ config }, async (t) => {
      const accounts = await Promise.all([createUser(t), createUser(t), createUser(t)]);
      const attacker = { remoteAddress: "198.51.100.66" };
      for (const { user } of accounts) {
        expect((await signIn(t, { email: user.email, password: "guess-number-one" }, attacker)).statusCode).toBe(401);
      }
      const [first] = accounts;
      if (!first) throw new Error("no account");
      const blocked = await signIn(t, { email: first.user.email, password: first.password }, attacker);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ message: messageForStatus(429) });

      // No account was locked by this (each saw one failure), so its owner signs in from elsewhere.
      const owner = await signIn(
        t,
        { email: first.user.email, password: first.password },
        { remoteAddress: "192.0.2.1" },
      );
      expect(owner.statusCode).toBe(200);

      t.clock.advanceMinutes(15);
      const later = await signIn(t, { email: first.user.email, password: first.password }, attacker);
      expect(later.statusCode).toBe(200);
    });
  });

  it("counts failures only: successful sign-ins from a busy address never block it", async () => {
    const config = { signInFailuresPerAddress: { max: 2, timeWindowMs: 15 * 60_000 } };
    await withApp({ config }, async (t) => {
      for (let attempt = 0; attempt < 4; attempt++) {
        expect((await signIn(t, TEST_ADMIN)).statusCode).toBe(200);
      }
    });
  });
});

describe("lockout answers reveal no accounts", () => {
  it("answers an unknown e-mail as a real account: 401 five times, then 423 with the same message", async () => {
    await withApp({}, async (t) => {
      const { user } = await createUser(t);
      const answersFor = async (email: string) => {
        const answers: Array<{ status: number; body: unknown }> = [];
        for (let attempt = 0; attempt < 7; attempt++) {
          const response = await signIn(t, { email, password: "wrong-password-x" });
          answers.push({ status: response.statusCode, body: response.json() });
        }
        return answers;
      };
      const real = await answersFor(user.email);
      const unknown = await answersFor("no-such-account@example.com");
      expect(unknown).toEqual(real);
      expect(real.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401, 423, 423]);
      expect(real.at(-1)?.body).toEqual({ message: ACCOUNT_MESSAGES.accountLocked });

      // Both unlock after 15 minutes, and the next failure locks both again.
      t.clock.advanceMinutes(15);
      const afterLock = async (email: string) => [
        (await signIn(t, { email, password: "wrong-password-y" })).statusCode,
        (await signIn(t, { email, password: "wrong-password-z" })).statusCode,
      ];
      expect(await afterLock("No-Such-Account@example.com")).toEqual(await afterLock(user.email));
    });
  });
});
