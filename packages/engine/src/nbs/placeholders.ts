/**
 * Filling an NBS clause's placeholders. Clause texts are catalogue data that staff edit, so the engine reads
 * the vocabulary the catalogue writes: single-brace names such as `{tileName}`, `{pitch}`, `{system}` (the
 * seeded clauses, apps/api/src/db/seed/catalogue/nbs.ts), and the dotted double-brace form `{{tile.name}}`.
 * Both resolve to one table of values keyed by the dotted names.
 *
 * A value with a unit (mm, °) is written with its unit unless the text already writes the unit right after
 * the placeholder: "{pitch}°" and "{headlap} mm" give "35°" and "75 mm", as do "{pitch}" and "{headlap}".
 * A placeholder with no value stays in the text as written and is reported, so a document can flag it.
 */

/** A value to fill in, with the unit it is measured in (none for names and references). */
export interface PlaceholderValue {
  text: string;
  unit?: "mm" | "°";
}

export type PlaceholderValues = Readonly<Record<string, PlaceholderValue | undefined>>;

/**
 * The single-brace names of the catalogue's clause texts and the value each stands for. The set is the one
 * the seeded clauses use (db/seed/catalogue/nbs.ts); `{{x.y}}` names any value directly.
 */
export const NBS_PLACEHOLDER_ALIASES: Readonly<Record<string, string>> = {
  pitch: "roof.pitch",
  rafterCentres: "roof.rafterCentres",
  headlap: "roof.headlap",
  tileName: "tile.name",
  tileSize: "tile.size",
  colour: "tile.colour",
  underlay: "underlay.name",
  counterBatten: "counterBatten.name",
  battenSize: "batten.size",
  battenNails: "battenNail.name",
  fixingSpecification: "fixing.specification",
  system: "system.name",
  product: "product.name",
};

/** `{{ tile.name }}`: the dotted form. */
const DOUBLE_BRACE = /\{\{\s*([a-zA-Z][a-zA-Z0-9]*(?:\.[a-zA-Z][a-zA-Z0-9]*)*)\s*\}\}/g;
/** `{tileName}` or `{tile.name}`, not part of a double-brace pair. */
const SINGLE_BRACE = /(?<!\{)\{\s*([a-zA-Z][a-zA-Z0-9]*(?:\.[a-zA-Z][a-zA-Z0-9]*)*)\s*\}(?!\})/g;

/** The unit as written after a number: "35°", "75 mm". */
function withUnit(value: PlaceholderValue): string {
  if (value.unit === undefined) return value.text;
  return value.unit === "°" ? `${value.text}°` : `${value.text} ${value.unit}`;
}

/** Whether the text right after a placeholder already writes its unit ("° ", " mm", "mm,"). */
function unitFollows(after: string, unit: PlaceholderValue["unit"]): boolean {
  if (unit === undefined) return false;
  if (unit === "°") return /^\s*°/.test(after);
  return /^\s*mm(?![a-zA-Z])/.test(after);
}

export interface FilledText {
  text: string;
  /** The placeholders left unfilled, as written in the text (without braces), in order of first appearance. */
  missing: string[];
}

export function fillPlaceholders(text: string, values: PlaceholderValues): FilledText {
  const missing: string[] = [];
  const note = (name: string) => {
    if (!missing.includes(name)) missing.push(name);
  };
  const replace =
    (resolve: (name: string) => string) =>
    (token: string, name: string, offset: number, whole: string): string => {
      const value = values[resolve(name)];
      if (value === undefined || value.text === "") {
        note(name);
        return token;
      }
      return unitFollows(whole.slice(offset + token.length), value.unit) ? value.text : withUnit(value);
    };
  const dotted = text.replace(
    DOUBLE_BRACE,
    replace((name) => name),
  );
  const filled = dotted.replace(
    SINGLE_BRACE,
    replace((name) => NBS_PLACEHOLDER_ALIASES[name] ?? name),
  );
  return { text: filled, missing };
}

/** A number as a clause writes it: at most one decimal, no trailing zeros ("35", "37.5"). */
export function clauseNumber(value: number): string {
  return String(Number(value.toFixed(1)));
}

/** "50 × 25 mm" → the size "50 × 25" in mm; a text without a trailing mm is kept whole, without a unit. */
export function sizeValue(text: string | undefined): PlaceholderValue | undefined {
  if (text === undefined || text.trim() === "") return undefined;
  const match = /^(.*?)\s*mm\s*$/.exec(text.trim());
  return match?.[1] ? { text: match[1], unit: "mm" } : { text: text.trim() };
}
