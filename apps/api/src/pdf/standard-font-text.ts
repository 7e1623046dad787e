/**
 * The built-in Helvetica faces encode WinAnsi (Windows-1252) only: a Greek symbol of the working (γQ, θ, Σ) or
 * a mathematical sign would print as nothing. Every string of a document is passed through here first, which
 * writes such characters in letters a reader recognises ("gammaQ", "theta", "<=").
 */

const SPELLED_OUT: Record<string, string> = {
  α: "alpha",
  β: "beta",
  γ: "gamma",
  δ: "delta",
  Δ: "Delta",
  ε: "epsilon",
  θ: "theta",
  λ: "lambda",
  μ: "µ",
  ν: "nu",
  π: "pi",
  ρ: "rho",
  σ: "sigma",
  Σ: "Sum",
  τ: "tau",
  φ: "phi",
  ψ: "psi",
  ω: "omega",
  "≤": "<=",
  "≥": ">=",
  "≈": "~",
  "≠": "!=",
  "→": "->",
  "←": "<-",
  "√": "sqrt",
  "∞": "infinity",
  "⌈": "ceil(",
  "⌉": ")",
  "⌊": "floor(",
  "⌋": ")",
  "−": "-",
  "′": "'",
  "″": '"',
  "\u00a0": " ",
  "\u2009": " ",
  "\u202f": " ",
};

/** Characters of Windows-1252 above Latin-1's printable range that the standard fonts carry. */
const WINDOWS_1252_EXTRAS = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

const isEncodable = (character: string) => {
  const code = character.codePointAt(0) ?? 0;
  return (
    (code >= 0x20 && code <= 0x7e) ||
    (code >= 0xa0 && code <= 0xff) ||
    code === 0x0a ||
    WINDOWS_1252_EXTRAS.has(character)
  );
};

export function toStandardFontText(text: string): string {
  let result = "";
  for (const character of text) {
    if (isEncodable(character)) {
      result += character;
      continue;
    }
    const spelled = SPELLED_OUT[character];
    if (spelled !== undefined) {
      result += spelled;
      continue;
    }
    // Accented letters outside Latin-1 (ł, ő) keep their base letter; anything else becomes "?".
    const base = character.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
    result += [...base].every(isEncodable) && base.length > 0 ? base : "?";
  }
  return result;
}

/**
 * The definition with every string made printable, functions included (the header and footer are built per
 * page). Colours, style names and SVG markup are ASCII, so passing them through changes nothing.
 */
export function withStandardFontText<T>(value: T): T {
  return convert(value) as T;
}

function convert(value: unknown): unknown {
  if (typeof value === "string") return toStandardFontText(value);
  if (Array.isArray(value)) return value.map(convert);
  if (typeof value === "function") {
    const original = value as (...args: unknown[]) => unknown;
    return (...args: unknown[]) => convert(original(...args));
  }
  // Only plain objects are content; a Date (the creation date) or a Buffer passes through untouched.
  if (value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, convert(entry)]));
  }
  return value;
}
