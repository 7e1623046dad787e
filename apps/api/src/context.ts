import type { Database } from "./db/database.js";
import type { AppConfig } from "./env.js";
import type { Clock } from "./lib/clock.js";
import type { AccessTokenSigner } from "./lib/tokens.js";
import type { Mailer } from "./mail/mailer.js";

/** What every service needs from the outside world, passed explicitly (no container, no globals). */
export type AppContext = {
  db: Database;
  config: AppConfig;
  clock: Clock;
  mailer: Mailer;
  signer: AccessTokenSigner;
};
