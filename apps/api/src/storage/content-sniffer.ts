import { Transform } from "node:stream";
import { validationError } from "../errors.js";

/**
 * Passes bytes through while keeping a copy of the first `sniffBytes`; once it has them (or the body ends
 * sooner) it asks `check` about them and fails the stream with a 400 when check returns a message. The write
 * behind it then fails too, so a file whose content does not match its type is never kept.
 */
export function contentSniffer(sniffBytes: number, check: (head: Buffer) => string | undefined): Transform {
  const head: Buffer[] = [];
  let headBytes = 0;
  let isChecked = false;

  function runCheck(): Error | null {
    isChecked = true;
    const problem = check(Buffer.concat(head).subarray(0, sniffBytes));
    head.length = 0;
    return problem ? validationError({ File: [problem] }, problem) : null;
  }

  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (isChecked) return callback(null, chunk);
      head.push(chunk);
      headBytes += chunk.length;
      if (headBytes < sniffBytes) return callback(null, chunk);
      const error = runCheck();
      return error ? callback(error) : callback(null, chunk);
    },
    flush(callback) {
      callback(isChecked ? null : runCheck());
    },
  });
}
