import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";

/** The only reader of process.env (DESIGN §4). Every setting is validated at start. */
const booleanText = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => value === "true" || value === "1" || value === "yes");

/**
 * Geocoders the server can use (GEOCODER). Only the offline one is built in: the product must work without
 * the internet. An online provider is added here and in modules/geocoding/geocoder-registry.ts together.
 */
export const GEOCODER_NAMES = ["offline"] as const;
export type GeocoderName = (typeof GEOCODER_NAMES)[number];

const EnvSchema = z.object({
  NODE_ENV: z.string().default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().optional(),
  PUBLIC_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32, "JWT_SECRET must be at least 32 characters").optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Roofing Portal <no-reply@roofing-portal.local>"),
  MAIL_OUTBOX_DIR: z.string().optional(),
  STORAGE: z.enum(["local", "s3"]).default("local"),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanText.optional(),
  AWS_ACCESS_KEY_ID: z.string().min(1).optional(),
  AWS_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  AWS_SESSION_TOKEN: z.string().min(1).optional(),
  UPLOAD_MAX_MB: z.coerce.number().positive().max(5120).default(50),
  SEED_ADMIN_EMAIL: z.string().email().default("admin@example.com"),
  SEED_ADMIN_PASSWORD: z.string().min(12, "SEED_ADMIN_PASSWORD must be at least 12 characters").optional(),
  SEED_DEMO: booleanText.optional(),
  MAP_TILE_URL: z.string().default("https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
  GEOCODER: z
    .string()
    .trim()
    .toLowerCase()
    .default("offline")
    .pipe(
      z.enum(GEOCODER_NAMES, {
        error: (issue) =>
          `"${String(issue.input)}" is not a known geocoder; use one of: ${GEOCODER_NAMES.join(", ")} (offline is the bundled UK postcode-district data)`,
      }),
    ),
  WIND_DATA_DIR: z.string().optional(),
  HELP_URL: z.string().default("https://www.example.com/roofing/help"),
  SOLAR_CONFIGURATOR_URL: z.string().default("https://www.example.com/roofing/solar-configurator"),
  VAT_NUMBER: z.string().default("GB 123 4567 89"),
  WEB_DIST_DIR: z.string().optional(),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, context) => trustedProxiesOf(value, context)),
});

/** Names proxy-addr (Fastify's trustProxy) knows for whole private ranges. */
const PROXY_RANGE_NAMES = ["loopback", "linklocal", "uniquelocal"];

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset or "false" trusts no forwarded header (the client address is the connection's); otherwise
 * a comma-separated list of the proxies' addresses or CIDR ranges. Trusting every sender ("true") would let any
 * client choose its own address, and with it a fresh rate-limit allowance, so it is refused.
 */
function trustedProxiesOf(value: string | undefined, context: z.RefinementCtx): false | string[] {
  const text = value?.trim() ?? "";
  if (text === "" || text.toLowerCase() === "false") return false;
  const entries = text
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const invalid = entries.filter((entry) => !isProxyAddress(entry));
  if (invalid.length > 0) {
    context.addIssue({
      code: "custom",
      message: `"${invalid.join('", "')}" is not a proxy address or CIDR range; list the proxies' addresses (e.g. 10.0.0.5,10.1.0.0/16), loopback, linklocal or uniquelocal, or leave it unset`,
    });
    return false;
  }
  return entries;
}

export type RateLimitSettings = { max: number; timeWindowMs: number };

export type S3Settings = {
  bucket: string;
  region: string;
  /** Unset: AWS itself; set for any other S3-compatible service. */
  endpoint: string | undefined;
  forcePathStyle: boolean;
  /** Unset: the SDK's default chain (profile, container or instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string } | undefined;
};

export type StorageSettings = {
  driver: "local" | "s3";
  /** Where local storage keeps files: DATA_DIR/files. */
  localDir: string;
  s3: S3Settings | undefined;
  /** Largest file accepted through an upload link. */
  maxUploadBytes: number;
};

export type AppConfig = {
  environment: string;
  port: number;
  host: string;
  dataDir: string;
  /** Unset: the embedded PGlite database in DATA_DIR/db ("memory" for tests). */
  databaseUrl: string | undefined;
  pgliteDir: string | "memory";
  publicUrl: string;
  jwtSecret: string;
  mail: { smtpUrl: string | undefined; outboxDir: string; from: string };
  seed: { adminEmail: string; adminPassword: string | undefined; demo: boolean };
  settings: { helpUrl: string; solarConfiguratorUrl: string; mapTileUrl: string; vatNumber: string };
  webDistDir: string | undefined;
  /** Folder of the official UK National Annex wind data files; unset: the bundled indicative table. */
  windDataDir: string | undefined;
  /** Which geocoder answers /geocoding (GEOCODER). */
  geocoder: GeocoderName;
  logLevel: string;
  /** Addresses or CIDR ranges whose X-Forwarded-For is believed (TRUST_PROXY); false: none, the socket's address counts. */
  trustProxy: false | string[];
  storage: StorageSettings;
  rateLimits: {
    login: RateLimitSettings;
    register: RateLimitSettings;
    forgottenPassword: RateLimitSettings;
    refresh: RateLimitSettings;
    sessionToken: RateLimitSettings;
  };
  /** Failed sign-ins one client address may make in a window, across all accounts, before it gets 429. */
  signInFailuresPerAddress: RateLimitSettings;
  apiVersion: string;
};

export const API_VERSION = "1.0.0";

export const DEFAULT_RATE_LIMITS: AppConfig["rateLimits"] = {
  login: { max: 10, timeWindowMs: 60_000 },
  register: { max: 5, timeWindowMs: 60_000 },
  forgottenPassword: { max: 5, timeWindowMs: 60_000 },
  refresh: { max: 30, timeWindowMs: 60_000 },
  sessionToken: { max: 10, timeWindowMs: 60_000 },
};

/** Generous enough for an office behind one address mistyping; far too few to guess passwords across accounts. */
export const DEFAULT_SIGN_IN_FAILURES_PER_ADDRESS: RateLimitSettings = { max: 30, timeWindowMs: 15 * 60_000 };

/** One per-minute allowance for all five rate-limited account endpoints (deployments behind a shared NAT, browser tests). */
function rateLimitsOf(perMinute: number): AppConfig["rateLimits"] {
  const limit = { max: perMinute, timeWindowMs: 60_000 };
  return { login: limit, register: limit, forgottenPassword: limit, refresh: limit, sessionToken: limit };
}

/** Keeps a generated signing key in DATA_DIR so tokens survive a restart (DESIGN §4). */
function loadOrCreateJwtSecret(dataDir: string): string {
  const secretFile = path.join(dataDir, "jwt-secret");
  if (existsSync(secretFile)) return readFileSync(secretFile, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(secretFile, secret, { mode: 0o600 });
  return secret;
}

/** STORAGE=s3 needs a bucket and a region; credentials are optional (the SDK's chain finds a role). */
function storageSettingsOf(values: z.infer<typeof EnvSchema>, dataDir: string): StorageSettings {
  const base = {
    localDir: path.join(dataDir, "files"),
    maxUploadBytes: Math.round(values.UPLOAD_MAX_MB * 1024 * 1024),
  };
  if (values.STORAGE === "local") return { driver: "local", s3: undefined, ...base };
  const missing = [!values.S3_BUCKET && "S3_BUCKET", !values.S3_REGION && "S3_REGION"].filter(Boolean);
  if (!values.S3_BUCKET || !values.S3_REGION) {
    throw new Error(`Invalid configuration: STORAGE=s3 needs ${missing.join(" and ")}`);
  }
  if (Boolean(values.AWS_ACCESS_KEY_ID) !== Boolean(values.AWS_SECRET_ACCESS_KEY)) {
    throw new Error("Invalid configuration: set both AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or neither");
  }
  const credentials =
    values.AWS_ACCESS_KEY_ID && values.AWS_SECRET_ACCESS_KEY
      ? {
          accessKeyId: values.AWS_ACCESS_KEY_ID,
          secretAccessKey: values.AWS_SECRET_ACCESS_KEY,
          ...(values.AWS_SESSION_TOKEN ? { sessionToken: values.AWS_SESSION_TOKEN } : {}),
        }
      : undefined;
  return {
    driver: "s3",
    s3: {
      bucket: values.S3_BUCKET,
      region: values.S3_REGION,
      endpoint: values.S3_ENDPOINT,
      // Most S3-compatible services (MinIO, Ceph, Garage) address buckets by path, AWS by host name.
      forcePathStyle: values.S3_FORCE_PATH_STYLE ?? Boolean(values.S3_ENDPOINT),
      credentials,
    },
    ...base,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const values = parsed.data;
  const dataDir = path.resolve(values.DATA_DIR);
  const isEmbedded = !values.DATABASE_URL;
  return {
    environment: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    dataDir,
    databaseUrl: values.DATABASE_URL,
    pgliteDir: path.join(dataDir, "db"),
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ""),
    jwtSecret: values.JWT_SECRET ?? loadOrCreateJwtSecret(dataDir),
    mail: {
      smtpUrl: values.SMTP_URL,
      outboxDir: path.resolve(values.MAIL_OUTBOX_DIR ?? path.join(dataDir, "outbox")),
      from: values.MAIL_FROM,
    },
    seed: {
      adminEmail: values.SEED_ADMIN_EMAIL,
      adminPassword: values.SEED_ADMIN_PASSWORD,
      demo: values.SEED_DEMO ?? isEmbedded,
    },
    settings: {
      helpUrl: values.HELP_URL,
      solarConfiguratorUrl: values.SOLAR_CONFIGURATOR_URL,
      mapTileUrl: values.MAP_TILE_URL,
      vatNumber: values.VAT_NUMBER,
    },
    webDistDir: values.WEB_DIST_DIR,
    windDataDir: values.WIND_DATA_DIR ? path.resolve(values.WIND_DATA_DIR) : undefined,
    geocoder: values.GEOCODER,
    logLevel: values.LOG_LEVEL,
    trustProxy: values.TRUST_PROXY,
    storage: storageSettingsOf(values, dataDir),
    rateLimits: values.AUTH_RATE_LIMIT_PER_MINUTE
      ? rateLimitsOf(values.AUTH_RATE_LIMIT_PER_MINUTE)
      : DEFAULT_RATE_LIMITS,
    signInFailuresPerAddress: DEFAULT_SIGN_IN_FAILURES_PER_ADDRESS,
    apiVersion: API_VERSION,
  };
}
