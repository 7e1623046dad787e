import { ACCOUNT_MESSAGES, PASSWORD_MIN_LENGTH, type Register } from "@portal/contracts";

export interface RegistrationProblem {
  field: "password" | "confirmPassword" | "hasAcceptedTermsAndConditions";
  message: string;
}

/**
 * The checks repeated on submit (spec 01 §5.2), after the field rules: they guard the payload itself, so a
 * change to the field rules can never send an account with a short password or without the terms accepted.
 */
export function recheckRegistration(
  values: Pick<Register, "password" | "confirmPassword" | "hasAcceptedTermsAndConditions">,
): RegistrationProblem | null {
  if (values.password !== values.confirmPassword)
    return { field: "confirmPassword", message: "Passwords do not match" };
  if (values.password.length < PASSWORD_MIN_LENGTH) {
    return { field: "password", message: "Password must be at least 12 characters long" };
  }
  if (!values.hasAcceptedTermsAndConditions) {
    return { field: "hasAcceptedTermsAndConditions", message: "You must accept the terms and conditions" };
  }
  return null;
}

/** Model-state keys the register form shows on another field than their own name (spec 01 §8.2). */
export const REGISTER_MODEL_STATE_REDIRECTS = {
  ConfirmPassword: "password",
  PhoneNumber: "phoneNumber",
} as const;

export const registerErrorFallback = ACCOUNT_MESSAGES.registerFailed;
