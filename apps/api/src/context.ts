import type { Database } from "./db/database.js";
import type { AppConfig } from "./env.js";
import type { JobQueue } from "./jobs/job-queue.js";
import type { Clock } from "./lib/clock.js";
import type { AccessTokenSigner } from "./lib/tokens.js";
import type { Mailer } from "./mail/mailer.js";
import type { KeptMemberships } from "./modules/companies/index.js";
import type { KeptProjectReads } from "./modules/projects/kept-project-reads.js";
import type { KeptCatalogueReads } from "./modules/roof-editor/index.js";
import type { KeptRoofReads } from "./modules/roofs/kept-roof-reads.js";
import type { LiveSessions } from "./plugins/auth.js";
import type { Realtime } from "./plugins/realtime.js";
import type { Storage } from "./storage/storage.js";

/** What every service needs from the outside world, passed explicitly (no container, no globals). */
export type AppContext = {
  db: Database;
  config: AppConfig;
  clock: Clock;
  mailer: Mailer;
  signer: AccessTokenSigner;
  /** The live-session check of every request; revoking services await its catch-up before answering. */
  liveSessions: LiveSessions;
  realtime: Realtime;
  jobs: JobQueue;
  /** Uploaded and generated files: local disk or S3-compatible (STORAGE). */
  storage: Storage;
  /** List pages, their totals and projects by id, kept until a project or a name it shows changes. */
  keptProjectReads: KeptProjectReads;
  /** Each caller's company, kept until their membership changes (the project rules read it on every request). */
  keptMemberships: KeptMemberships;
  /** The catalogue rows roofs are worked out from, kept until the catalogue changes. */
  keptCatalogueReads: KeptCatalogueReads;
  /** A roof's fixing data, estimate and NBS clauses as the editor reads them, kept until the roof changes. */
  keptRoofReads: KeptRoofReads;
};
