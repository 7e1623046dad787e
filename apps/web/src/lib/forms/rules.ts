import { defaultLabel, formMessages } from "@portal/contracts";
import { z } from "zod";

/** The rules a form field can carry (spec 01 §5.6), each with its message. */
export interface FieldRules {
  label?: string;
  required?: boolean | string;
  minLength?: number | { value: number; message: string };
  maxLength?: number | { value: number; message: string };
  min?: number | { value: number; message: string };
  max?: number | { value: number; message: string };
  pattern?: RegExp | { value: RegExp; message: string };
  validate?: (value: string) => string | true;
}

function ruleValue<T>(rule: T | { value: T; message: string }): { value: T; message?: string } {
  return typeof rule === "object" && rule !== null && "value" in rule && "message" in rule
    ? (rule as { value: T; message: string })
    : { value: rule as T };
}

/**
 * A text field's schema from rules. Default messages: '{Label} is required', '{Label} is invalid',
 * '{Label} must be at least {min}', '{Label} must be at most {max}'; the label defaults to the capitalised name.
 */
export function fieldSchema(name: string, rules: FieldRules) {
  const label = rules.label ?? defaultLabel(name);
  return z.string().superRefine((raw, context) => {
    const value = raw.trim();
    const fail = (message: string) => context.addIssue({ code: "custom", message });
    if (value === "") {
      if (rules.required) fail(typeof rules.required === "string" ? rules.required : formMessages.required(label));
      return;
    }
    if (rules.minLength !== undefined) {
      const { value: min, message } = ruleValue(rules.minLength);
      if (value.length < min) return fail(message ?? formMessages.min(label, min));
    }
    if (rules.maxLength !== undefined) {
      const { value: max, message } = ruleValue(rules.maxLength);
      if (value.length > max) return fail(message ?? formMessages.max(label, max));
    }
    if (rules.min !== undefined || rules.max !== undefined) {
      const number = Number(value);
      if (rules.min !== undefined) {
        const { value: min, message } = ruleValue(rules.min);
        if (Number.isNaN(number) || number < min) return fail(message ?? formMessages.min(label, min));
      }
      if (rules.max !== undefined) {
        const { value: max, message } = ruleValue(rules.max);
        if (Number.isNaN(number) || number > max) return fail(message ?? formMessages.max(label, max));
      }
    }
    if (rules.pattern !== undefined) {
      const { value: pattern, message } = ruleValue(rules.pattern);
      if (!pattern.test(value)) return fail(message ?? formMessages.invalid(label));
    }
    if (rules.validate) {
      const verdict = rules.validate(value);
      if (verdict !== true) fail(verdict);
    }
  });
}
