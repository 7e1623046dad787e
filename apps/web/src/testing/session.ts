import type { WhoAmI } from "@portal/contracts";
import { storeTokens } from "@/lib/cookies";
import { json, type MockCall } from "./mock-api";

/** Signs a user in as far as the browser is concerned: cookies set, and a WhoAmI handler answering with them. */
export function signedInAs(user: WhoAmI) {
  storeTokens({ authToken: "access-token", refreshToken: "refresh-token" });
  return { "GET /api/Account/WhoAmI": (_call: MockCall) => json(user) };
}

/** The error text tied to an input through aria-describedby. */
export function errorOf(input: HTMLElement): string | null {
  const id = input.getAttribute("aria-describedby");
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}
