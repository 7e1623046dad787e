/**
 * The calculation report. Every top-level engine function returns `{ result, trace }`; the trace lists
 * the inputs with their units, each intermediate value with its symbol, unit and the clause, table or
 * figure it comes from, and the decisions taken, so a reader can re-derive every figure by hand.
 */

export type TraceValue = number | string | boolean;

export interface TraceInput {
  name: string;
  value: TraceValue;
  unit: string;
  note?: string;
}

export interface TraceStep {
  symbol: string;
  description: string;
  value: TraceValue;
  unit: string;
  /** Clause, table or figure the value comes from, e.g. "BS EN 1991-1-4 NA.2.5". */
  reference: string;
  formula?: string;
}

export interface TraceDecision {
  decision: string;
  reason: string;
  reference: string;
}

export interface Trace {
  title: string;
  reference: string;
  inputs: TraceInput[];
  steps: TraceStep[];
  decisions: TraceDecision[];
  sections: Trace[];
}

export interface Traced<T> {
  result: T;
  trace: Trace;
}

/** What one step of a calculation adds to its trace: the inputs, working and decisions, in the order it found them. */
export type TraceEntries = Pick<Trace, "inputs" | "steps" | "decisions">;

/**
 * One named step of a calculation: its value and the trace entries that show how it was found. A top-level
 * function includes its steps one after another (`recorder.include`), so it reads as the sequence of the
 * calculation, and the trace reads as if the steps had been recorded in place.
 */
export interface TracedStep<T> {
  result: T;
  entries: TraceEntries;
}

export interface EntryRecorder {
  input(name: string, value: TraceValue, unit: string, note?: string): void;
  /** Records the step and hands its value back, so a formula can be written once. */
  step<T extends TraceValue>(step: Omit<TraceStep, "value"> & { value: T }): T;
  decide(decision: string, reason: string, reference: string): void;
  /** Appends a step's entries after those recorded so far and hands its value back. */
  include<T>(step: TracedStep<T>): T;
}

export interface TraceRecorder extends EntryRecorder {
  readonly trace: Trace;
  section(trace: Trace): void;
}

export interface StepRecorder extends EntryRecorder {
  /** The step's value with the entries recorded for it. */
  done<T>(result: T): TracedStep<T>;
}

function recordInto(entries: TraceEntries): EntryRecorder {
  return {
    input(name, value, unit, note) {
      entries.inputs.push(note === undefined ? { name, value, unit } : { name, value, unit, note });
    },
    step(step) {
      entries.steps.push(step);
      return step.value;
    },
    decide(decision, reason, reference) {
      entries.decisions.push({ decision, reason, reference });
    },
    include(step) {
      entries.inputs.push(...step.entries.inputs);
      entries.steps.push(...step.entries.steps);
      entries.decisions.push(...step.entries.decisions);
      return step.result;
    },
  };
}

export function startTrace(title: string, reference: string): TraceRecorder {
  const trace: Trace = { title, reference, inputs: [], steps: [], decisions: [], sections: [] };
  return {
    ...recordInto(trace),
    trace,
    section(child) {
      trace.sections.push(child);
    },
  };
}

/** Starts recording one step of a calculation; `done(value)` hands the value back with the step's entries. */
export function startStep(): StepRecorder {
  const entries: TraceEntries = { inputs: [], steps: [], decisions: [] };
  return {
    ...recordInto(entries),
    done(result) {
      return { result, entries };
    },
  };
}

function formatValue(value: TraceValue, unit: string): string {
  const text = typeof value === "number" ? String(Number(value.toPrecision(6))) : String(value);
  return unit === "" || unit === "-" ? text : `${text} ${unit}`;
}

function renderInto(trace: Trace, depth: number, lines: string[]): void {
  const pad = "  ".repeat(depth);
  lines.push(`${pad}${"#".repeat(Math.min(depth + 1, 6))} ${trace.title} (${trace.reference})`);
  if (trace.inputs.length > 0) {
    lines.push(`${pad}Inputs:`);
    for (const input of trace.inputs) {
      const note = input.note === undefined ? "" : ` (${input.note})`;
      lines.push(`${pad}  ${input.name} = ${formatValue(input.value, input.unit)}${note}`);
    }
  }
  if (trace.steps.length > 0) {
    lines.push(`${pad}Working:`);
    for (const step of trace.steps) {
      const formula = step.formula === undefined ? "" : ` = ${step.formula}`;
      lines.push(
        `${pad}  ${step.symbol}${formula} = ${formatValue(step.value, step.unit)}  ${step.description} [${step.reference}]`,
      );
    }
  }
  if (trace.decisions.length > 0) {
    lines.push(`${pad}Decisions:`);
    for (const decision of trace.decisions) {
      lines.push(`${pad}  - ${decision.decision}: ${decision.reason} [${decision.reference}]`);
    }
  }
  for (const section of trace.sections) renderInto(section, depth + 1, lines);
}

/** Renders a trace as indented plain text: inputs, working (symbol = formula = value), decisions. */
export function renderTrace(trace: Trace): string {
  const lines: string[] = [];
  renderInto(trace, 0, lines);
  return lines.join("\n");
}
