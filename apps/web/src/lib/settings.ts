import type { AppSettings } from "@portal/contracts";

export type Settings = AppSettings["appSettings"];

const defaults: Settings = {
  apiUrl: "",
  environment: "",
  helpUrl: "",
  solarConfiguratorUrl: "",
  mapTileUrl: "",
  vatNumber: "",
};

let current: Settings | null = null;

/** The loaded settings, or null while they are not loaded (calls then fail with 'Config not loaded'). */
export function getSettings(): Settings | null {
  return current;
}

export function setSettings(settings: Settings | null): void {
  current = settings;
}

/** Keeps only the known keys with string values, so a malformed file cannot break the client. */
function pickAppSettings(file: unknown): Partial<Settings> {
  if (typeof file !== "object" || file === null || !("appSettings" in file)) return {};
  const appSettings = (file as { appSettings: unknown }).appSettings;
  if (typeof appSettings !== "object" || appSettings === null) return {};
  const picked: Partial<Settings> = {};
  for (const key of Object.keys(defaults) as (keyof Settings)[]) {
    const value = (appSettings as Record<string, unknown>)[key];
    if (typeof value === "string") picked[key] = value;
  }
  return picked;
}

/** The environment file is merged over the base one, the environment file winning (spec 01 §3.3). */
export function mergeSettings(base: unknown, environment: unknown): Settings {
  return { ...defaults, ...pickAppSettings(base), ...pickAppSettings(environment) };
}

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { headers: { Accept: "application/json" }, cache: "no-cache" });
  if (!response.ok) return undefined;
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/**
 * Reads settings.json, then settings.{environment}.json, from the site root. The base file is required; the
 * environment file is optional.
 */
export async function loadSettings(environment: string): Promise<Settings> {
  const [base, overrides] = await Promise.all([
    fetchJson("/settings.json"),
    fetchJson(`/settings.${encodeURIComponent(environment)}.json`),
  ]);
  if (base === undefined) throw new Error("settings.json could not be loaded");
  const settings = mergeSettings(base, overrides);
  setSettings(settings);
  return settings;
}

/**
 * A page of the manufacturer's website (legal pages, samples, brochures), which sits beside the help pages: the
 * path resolved against helpUrl, or the path itself while no help address is configured.
 */
export function manufacturerPageUrl(path: string): string {
  const helpUrl = getSettings()?.helpUrl;
  if (!helpUrl) return path;
  try {
    return new URL(path, helpUrl).toString();
  } catch {
    return path;
  }
}
