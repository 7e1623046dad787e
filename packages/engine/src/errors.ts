/**
 * Raised when an input to the engine is missing, not a finite number, or outside the range the
 * clause being applied covers. `field` names the offending input so a form can attach the message.
 */
export class EngineInputError extends Error {
  readonly field: string;

  constructor(field: string, message: string) {
    super(`${field}: ${message}`);
    this.name = "EngineInputError";
    this.field = field;
  }
}

export function requireFinite(field: string, value: number): number {
  if (typeof value !== "number" || !Number.isFinite(value)) {
    throw new EngineInputError(field, "must be a finite number");
  }
  return value;
}

/**
 * Every number inside a value must be finite: an input far beyond any roof can overflow a figure worked out from
 * it (a span of 1e308 times a length is Infinity), which is refused naming where it sits, e.g.
 * `estimate.lines[3].quantity`, rather than answered as Infinity.
 */
export function requireFiniteFigures(field: string, value: unknown): void {
  const path = pathOfNonFiniteFigure(value);
  if (path !== undefined) throw new EngineInputError(`${field}${path}`, "must be a finite number");
}

/** Where the first number that is not finite sits (`.lines[3].quantity`), or undefined; the path is built only then. */
function pathOfNonFiniteFigure(value: unknown): string | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? undefined : "";
  if (value === null || typeof value !== "object") return undefined;
  // Plain loops: this walks every figure of every calculation, and entries() arrays cost as much as the check.
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const path = pathOfNonFiniteFigure(value[index]);
      if (path !== undefined) return `[${index}]${path}`;
    }
    return undefined;
  }
  for (const key in value) {
    const path = pathOfNonFiniteFigure((value as Record<string, unknown>)[key]);
    if (path !== undefined) return `.${key}${path}`;
  }
  return undefined;
}

export function requirePositive(field: string, value: number): number {
  requireFinite(field, value);
  if (value <= 0) throw new EngineInputError(field, "must be greater than 0");
  return value;
}

export function requireNonNegative(field: string, value: number): number {
  requireFinite(field, value);
  if (value < 0) throw new EngineInputError(field, "must not be negative");
  return value;
}

export function requireInRange(field: string, value: number, minimum: number, maximum: number): number {
  requireFinite(field, value);
  if (value < minimum || value > maximum) {
    throw new EngineInputError(field, `must be between ${minimum} and ${maximum}`);
  }
  return value;
}
