import { PublicUserDetailsSchema, SESSION_BY_EMAIL_DEBOUNCE_MS } from "@portal/contracts";
import { PUBLIC_WIZARD_TEXT } from "@portal/contracts/ui";
import { useEffect, useRef } from "react";
import { useWatch } from "react-hook-form";
import { ApiError } from "@/lib/api-error";
import { sessionQueryOptions, useSession } from "@/lib/auth/session";
import { hasTabVisitorSession, storeSessionToken } from "@/lib/cookies";
import { queryClient } from "@/lib/query-client";
import { showToast } from "@/lib/toast";
import { requestSessionToken } from "../api/request-session-token";
import type { WizardForm } from "./use-wizard-form";

const emailRule = PublicUserDetailsSchema.shape.email;

/**
 * The visitor's session (spec 01 §4.2): a second after a valid e-mail was typed, a session is asked for it, its
 * token stored as the auth cookie and the user fetched. The e-mail the current session already carries (after a
 * reload) is not asked for again; while `isLocked` (the project exists under that e-mail) nothing is asked.
 */
export function useSessionByEmail(form: WizardForm, isLocked: boolean): void {
  const email = useWatch({ control: form.control, name: "email" });
  const { user } = useSession();
  const sessionEmail = user?.isAnonymous ? user.email.toLowerCase() : null;
  const asked = useRef<string | null>(null);

  useEffect(() => {
    if (isLocked) return;
    const parsed = emailRule.safeParse(email);
    if (!parsed.success) return;
    const wanted = parsed.data.toLowerCase();
    if (wanted === sessionEmail || wanted === asked.current) return;
    const timer = window.setTimeout(async () => {
      asked.current = wanted;
      // A visitor session this tab did not ask for came from another tab's wizard, which keeps it.
      const otherTabEmail = sessionEmail !== null && !hasTabVisitorSession() ? sessionEmail : null;
      try {
        // The name fields come before the e-mail, so the name is there by now; the session keeps it for the
        // documents' "Requested by".
        const { firstName, lastName } = form.getValues();
        const token = await requestSessionToken(parsed.data, { firstName, lastName });
        storeSessionToken(token);
        await queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 });
        if (otherTabEmail !== null)
          showToast("info", PUBLIC_WIZARD_TEXT.otherTabKeepsItsWork(otherTabEmail, parsed.data));
      } catch (error) {
        // Another try is allowed once the e-mail changes or the same one is typed again.
        asked.current = null;
        if (error instanceof ApiError && error.status === 409) {
          form.setError("email", { type: "server", message: error.message });
        }
      }
    }, SESSION_BY_EMAIL_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [email, form, isLocked, sessionEmail]);
}
