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

/** A placeholder as written in a text: the token with its braces, where it starts and ends. */
export interface PlaceholderToken {
  token: string;
  start: number;
  end: number;
}

/** The placeholders of a text in reading order: the same tokens `fillPlaceholders` fills. */
export function placeholderTokens(text: string): PlaceholderToken[] {
  const tokens: PlaceholderToken[] = [];
  for (const pattern of [DOUBLE_BRACE, SINGLE_BRACE]) {
    for (const match of text.matchAll(pattern)) {
      tokens.push({ token: match[0], start: match.index, end: match.index + match[0].length });
    }
  }
  return tokens.sort((a, b) => a.start - b.start);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Where each placeholder's value is in a filled text: `template` with its placeholders filled is `filled`, so
 * the literal text between the placeholders appears in `filled` in order and the values are what lies between.
 * Undefined when `filled` is not a filling of `template`.
 */
function valueSpans(template: string, filled: string): { token: string; start: number; end: number }[] | undefined {
  const tokens = placeholderTokens(template);
  const literals: string[] = [];
  let from = 0;
  for (const token of tokens) {
    literals.push(template.slice(from, token.start));
    from = token.end;
  }
  literals.push(template.slice(from));
  const match = new RegExp(`^${literals.map(escapeRegExp).join("([\\s\\S]*?)")}$`).exec(filled);
  if (match === null) return undefined;
  const spans: { token: string; start: number; end: number }[] = [];
  let position = literals[0]?.length ?? 0;
  tokens.forEach((token, index) => {
    const value = match[index + 1] ?? "";
    spans.push({ token: token.token, start: position, end: position + value.length });
    position += value.length + (literals[index + 1]?.length ?? 0);
  });
  return spans;
}

/** Above this many character pairs a text's edit is taken as one changed stretch (common start and end kept). */
const MAX_ALIGNED_PAIRS = 4_000_000;

/**
 * For each character of `before`, the index of the character of `after` it is kept as, or -1 where it was
 * removed or changed: a longest common subsequence of the two texts past their common start and end.
 */
function keptCharacters(before: string, after: string): Int32Array {
  const kept = new Int32Array(before.length).fill(-1);
  let prefix = 0;
  while (prefix < before.length && prefix < after.length && before[prefix] === after[prefix]) {
    kept[prefix] = prefix;
    prefix++;
  }
  let suffix = 0;
  while (
    suffix < before.length - prefix &&
    suffix < after.length - prefix &&
    before[before.length - 1 - suffix] === after[after.length - 1 - suffix]
  ) {
    kept[before.length - 1 - suffix] = after.length - 1 - suffix;
    suffix++;
  }
  const rows = before.length - prefix - suffix;
  const columns = after.length - prefix - suffix;
  if (rows === 0 || columns === 0 || (rows + 1) * (columns + 1) > MAX_ALIGNED_PAIRS) return kept;
  // lengths[i][j]: the longest common subsequence of the middles' tails from i and j.
  const width = columns + 1;
  const lengths = new Uint16Array((rows + 1) * width);
  for (let i = rows - 1; i >= 0; i--) {
    for (let j = columns - 1; j >= 0; j--) {
      lengths[i * width + j] =
        before[prefix + i] === after[prefix + j]
          ? (lengths[(i + 1) * width + j + 1] as number) + 1
          : Math.max(lengths[(i + 1) * width + j] as number, lengths[i * width + j + 1] as number);
    }
  }
  let i = 0;
  let j = 0;
  while (i < rows && j < columns) {
    if (before[prefix + i] === after[prefix + j]) {
      kept[prefix + i] = prefix + j;
      i++;
      j++;
    } else if ((lengths[(i + 1) * width + j] as number) >= (lengths[i * width + j + 1] as number)) i++;
    else j++;
  }
  return kept;
}

/** Text typed right onto a value changes it: a letter or digit, or a decimal point and digits ("35" → "35.5"). */
const GLUED_AFTER = /^(?:[\p{L}\p{N}]|[.,]\p{N})/u;
const GLUED_BEFORE = /(?:[\p{L}\p{N}]|\p{N}[.,])$/u;

/**
 * The template of a clause text a user edited. `filled` is `template` filled with one roof's values, as the
 * user saw it; `edited` is what they made of it. Each value the user left as it was (every character kept, in
 * one piece, nothing typed onto it) goes back to its placeholder, so every roof prints its own value there; a
 * value the user changed, or typed letters or digits onto ("35°" → "135°"), stays as written. Placeholders the
 * user typed stay placeholders. When `filled` is not a filling of `template`, the edited text is the template.
 */
export function templateOfEditedText(template: string, filled: string, edited: string): string {
  const spans = valueSpans(template, filled);
  if (spans === undefined) return edited;
  const kept = keptCharacters(filled, edited);
  const replacements: { start: number; end: number; token: string }[] = [];
  for (const span of spans) {
    if (span.end === span.start) continue;
    const start = kept[span.start] as number;
    if (start < 0) continue;
    let whole = true;
    for (let index = span.start + 1; index < span.end; index++) {
      if (kept[index] !== start + (index - span.start)) whole = false;
    }
    const end = start + (span.end - span.start);
    const keptBefore = span.start > 0 && kept[span.start - 1] === start - 1;
    const keptAfter = span.end < filled.length && kept[span.end] === end;
    const gluedBefore = !keptBefore && GLUED_BEFORE.test(edited.slice(0, start));
    const gluedAfter = !keptAfter && GLUED_AFTER.test(edited.slice(end));
    if (whole && !gluedBefore && !gluedAfter) replacements.push({ start, end, token: span.token });
  }
  let result = "";
  let from = 0;
  for (const replacement of replacements) {
    result += edited.slice(from, replacement.start) + replacement.token;
    from = replacement.end;
  }
  return result + edited.slice(from);
}
