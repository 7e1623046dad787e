/**
 * What a document a user receives must never print: references to the product's own files and notes (a
 * repository path, a Markdown or source file, the product specification's chapters, the research notes' markers).
 * A clause sign after a public standard ("BS EN 1991-1-4 §7.2") is a public reference and is allowed.
 */
export const INTERNAL_REFERENCE_PATTERNS: ReadonlyArray<{ name: string; pattern: RegExp }> = [
  { name: "a repository path", pattern: /\b(?:docs|src|apps|packages)\// },
  { name: "a Markdown or source file", pattern: /\b[\w-]+\.(?:md|ts|tsx|js)\b/ },
  { name: "the product specification's chapters", pattern: /\bspec\s+0\d/i },
  {
    name: "a clause sign after an internal note",
    pattern: /\b(?:calculations|catalogue|decisions|engine|spec)\b[\s.\w]*§/i,
  },
  { name: "a research marker", pattern: /\[(?:ASSUME|MEM|SRC|CALC)\b/i },
];

/** The internal references a document's text holds, each with the words around it. */
export function internalReferencesIn(text: string): string[] {
  const oneLine = text.replace(/\s+/g, " ");
  return INTERNAL_REFERENCE_PATTERNS.flatMap(({ name, pattern }) => {
    const match = pattern.exec(oneLine);
    return match ? [`${name}: "…${oneLine.slice(Math.max(0, match.index - 40), match.index + 40)}…"`] : [];
  });
}
