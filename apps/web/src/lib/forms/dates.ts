/** Dates are entered and shown as dd/MM/yyyy, date-times as dd/MM/yyyy HH:mm, in UK time (spec 01 §5.6). */
const UK_TIME_ZONE = "Europe/London";

const dateFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: UK_TIME_ZONE,
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
});
const timeFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: UK_TIME_ZONE,
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

function toDate(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatDate(value: string | Date | null | undefined): string {
  const date = toDate(value);
  return date === null ? "" : dateFormat.format(date);
}

export function formatDateTime(value: string | Date | null | undefined): string {
  const date = toDate(value);
  return date === null ? "" : `${dateFormat.format(date)} ${timeFormat.format(date)}`;
}

/** 'yyyy-MM-dd' (or an ISO date-time) → 'dd/MM/yyyy' without shifting the calendar day. */
export function isoDateToUk(iso: string | null | undefined): string {
  if (!iso) return "";
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : "";
}

/** Inserts the slashes while typing: '3112' → '31/12', '31122024' → '31/12/2024'. */
export function maskUkDate(text: string): string {
  const digits = text.replace(/\D/g, "").slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}
