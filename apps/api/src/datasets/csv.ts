import { readFileSync } from "node:fs";
import path from "node:path";

/** A dataset file that is missing, malformed or out of range; raised at start so a bad file never serves a site. */
export class DatasetError extends Error {
  constructor(file: string, message: string, line?: number) {
    super(`${path.basename(file)}${line === undefined ? "" : ` line ${line}`}: ${message}`);
    this.name = "DatasetError";
  }
}

export interface CsvRow {
  /** 1-based line number in the file, for error messages. */
  line: number;
  cells: string[];
}

export interface CsvTable {
  file: string;
  header: string[];
  rows: CsvRow[];
}

/** Splits one line, honouring double-quoted cells (spreadsheet exports quote cells that hold commas). */
function splitCsvLine(line: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let isQuoted = false;
  for (let index = 0; index < line.length; index++) {
    const character = line[index];
    if (isQuoted) {
      if (character === '"' && line[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (character === '"') {
        isQuoted = false;
      } else {
        cell += character;
      }
    } else if (character === '"') {
      isQuoted = true;
    } else if (character === ",") {
      cells.push(cell.trim());
      cell = "";
    } else {
      cell += character;
    }
  }
  cells.push(cell.trim());
  return cells;
}

/**
 * Reads a small CSV file with a header row. Tolerates what spreadsheets write (a byte-order mark, CRLF
 * line ends, blank lines, quoted cells); lines starting with # are comments.
 */
export function readCsv(file: string): CsvTable {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    throw new DatasetError(file, "the file cannot be read");
  }
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  let header: string[] | undefined;
  const rows: CsvRow[] = [];
  lines.forEach((raw, index) => {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) return;
    const cells = splitCsvLine(line);
    if (header === undefined) header = cells.map((cell) => cell.toLowerCase());
    else rows.push({ line: index + 1, cells });
  });
  if (header === undefined) throw new DatasetError(file, "the file is empty");
  return { file, header, rows };
}

/** Positions of the named columns; throws naming the first one missing. */
export function columnIndexes<Name extends string>(table: CsvTable, names: readonly Name[]): Record<Name, number> {
  const indexes = {} as Record<Name, number>;
  for (const name of names) {
    const index = table.header.indexOf(name);
    if (index < 0) {
      throw new DatasetError(table.file, `the header must have the columns ${names.join(", ")} (missing ${name})`, 1);
    }
    indexes[name] = index;
  }
  return indexes;
}

export function readCell(row: CsvRow, index: number): string {
  return row.cells[index] ?? "";
}

/** A finite number within [minimum, maximum]; throws naming the file, line and column otherwise. */
export function readNumber(
  table: CsvTable,
  row: CsvRow,
  index: number,
  range: readonly [minimum: number, maximum: number],
): number {
  const text = readCell(row, index);
  const value = text === "" ? Number.NaN : Number(text);
  const column = table.header[index] ?? `column ${index + 1}`;
  if (!Number.isFinite(value)) throw new DatasetError(table.file, `${column} "${text}" is not a number`, row.line);
  if (value < range[0] || value > range[1]) {
    throw new DatasetError(table.file, `${column} ${value} is outside ${range[0]}–${range[1]}`, row.line);
  }
  return value;
}
