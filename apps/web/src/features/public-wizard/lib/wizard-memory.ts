import type { PublicWizardFormInput } from "@portal/contracts";
import type { PublicWizardStep } from "@portal/contracts/ui";

/**
 * The wizard as the visitor left it in this tab, so a reload does not lose the roof: kept in sessionStorage
 * (gone with the tab, as the details are personal) and used only while the same visitor session is signed in.
 */
export interface WizardMemory {
  email: string;
  values: PublicWizardFormInput;
  roof: { projectId: number; plotId: number; roofId: number } | null;
  step: PublicWizardStep;
}

const STORAGE_KEY = "publicWizard";

export function rememberWizard(memory: WizardMemory): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(memory));
  } catch {
    // Storage may be full or refused (private browsing): the wizard works on, only a reload starts afresh.
  }
}

const isId = (value: unknown) => typeof value === "number" && Number.isInteger(value) && value > 0;

function isRoof(value: unknown): value is WizardMemory["roof"] {
  if (value === null) return true;
  if (typeof value !== "object") return false;
  const roof = value as Record<string, unknown>;
  return isId(roof.projectId) && isId(roof.plotId) && isId(roof.roofId);
}

function isWizardMemory(value: unknown): value is WizardMemory {
  if (typeof value !== "object" || value === null) return false;
  const memory = value as Record<string, unknown>;
  return (
    typeof memory.email === "string" &&
    typeof memory.values === "object" &&
    memory.values !== null &&
    typeof memory.step === "number" &&
    memory.step >= 0 &&
    memory.step <= 4 &&
    isRoof(memory.roof)
  );
}

/** What this tab remembers for the visitor session of `sessionEmail`, or null. */
export function recallWizard(sessionEmail: string | null): WizardMemory | null {
  if (sessionEmail === null) return null;
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? "null");
    if (!isWizardMemory(parsed) || parsed.email.toLowerCase() !== sessionEmail.toLowerCase()) return null;
    return parsed;
  } catch {
    return null;
  }
}
