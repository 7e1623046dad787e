import { zodResolver } from "@hookform/resolvers/zod";
import type { BaseSyntheticEvent } from "react";
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Mode,
  type Path,
  type UseFormReturn,
  useForm,
} from "react-hook-form";
import type { z } from "zod";
import type { ApiError } from "@/lib/api-error";
import { applyModelState } from "./model-state";

export interface ContractFormOptions<Input extends FieldValues, Output> {
  /** The contract's schema, the one the API validates the same request with. */
  schema: z.ZodType<Output, Input>;
  /** Every field the form holds: a server message for any other key has nowhere to go. */
  defaultValues: DefaultValues<Input>;
  /** Sends the values; a rejection carrying the server's model state puts its messages on the fields. */
  save: (values: Output) => Promise<void>;
  /** Model-state keys whose messages belong on another field (e.g. ConfirmPassword on the password). */
  modelStateRedirects?: Partial<Record<string, Path<Input>>>;
  /** A failure that never reached the server; an API failure has been reported by the client already. */
  onUnreachable?: () => void;
  /** When fields are checked: on submit by default; "all" for a form whose button waits for it to be valid. */
  mode?: Mode;
}

/**
 * Told by its shape rather than by `instanceof`: importing the class would make the chunks that carry this hook
 * (the name form, fetched as a page starts) share the API client's error module, which the bundler then splits
 * out of the first paint's own chunk, costing every page's first paint a request and its bytes.
 */
const isApiError = (error: unknown): error is ApiError =>
  error instanceof Error && error.name === "ApiError" && "failure" in error;

export interface ContractForm<Input extends FieldValues, Output> extends UseFormReturn<Input, unknown, Output> {
  errors: FieldErrors<Input>;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
}

/**
 * A form validated by its contract schema whose failed save lands on the fields (spec 01 §8.2): the shape the
 * registration, profile, user administration and project forms share.
 */
export function useContractForm<Input extends FieldValues, Output>({
  schema,
  defaultValues,
  save,
  modelStateRedirects,
  onUnreachable,
  mode,
}: ContractFormOptions<Input, Output>): ContractForm<Input, Output> {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues,
    ...(mode ? { mode } : {}),
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save(values);
    } catch (error) {
      if (!isApiError(error)) {
        onUnreachable?.();
        return;
      }
      const fields = Object.keys(defaultValues) as Path<Input>[];
      applyModelState(error.failure.body?.modelState, form.setError, fields, modelStateRedirects);
    }
  });
  return { ...form, errors: form.formState.errors, onSubmit };
}
