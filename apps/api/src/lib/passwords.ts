import { randomBytes } from "node:crypto";
import { argon2id, argon2Verify } from "hash-wasm";

/** argon2id with the OWASP minimum profile (19 MiB, 2 passes, 1 lane). */
const ARGON2_PARAMETERS = { memorySize: 19_456, iterations: 2, parallelism: 1, hashLength: 32 } as const;

export async function hashPassword(password: string): Promise<string> {
  return argon2id({ ...ARGON2_PARAMETERS, password, salt: randomBytes(16), outputType: "encoded" });
}

export async function verifyPassword(password: string, passwordHash: string): Promise<boolean> {
  try {
    return await argon2Verify({ password, hash: passwordHash });
  } catch {
    return false;
  }
}

/** A password nobody knows, used to spend the same time on an unknown e-mail as on a wrong password. */
let dummyHash: Promise<string> | undefined;
export function timingDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(24).toString("base64url"));
  return dummyHash;
}

/** A readable generated password for the first administrator when none is configured. */
export function generatePassword(): string {
  return randomBytes(18).toString("base64url");
}
