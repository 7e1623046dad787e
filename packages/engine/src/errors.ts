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
