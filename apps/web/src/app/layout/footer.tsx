import { UI_VERSION } from "@portal/contracts";
import { SHELL_TEXT, versionLine } from "@portal/contracts/ui";
import { useApiVersion } from "@/features/system/api/get-version";
import { isMember, useSession } from "@/lib/auth/session";
import { getSettings, manufacturerPageUrl } from "@/lib/settings";

// The legal pages live on the manufacturer's website, next to the help pages.
const legalLinks = [
  { label: SHELL_TEXT.termsOfSale, path: "/terms-and-conditions-of-sale" },
  { label: SHELL_TEXT.termsOfWebsite, path: "/terms-and-conditions-of-website" },
  { label: SHELL_TEXT.cookiePolicy, path: "/cookie-policy" },
  { label: SHELL_TEXT.privacyPolicy, path: "/privacy-policy" },
];

/** The footer on every page (spec 01 §2.3): legal links, VAT number, copyright year and both versions. */
export function Footer() {
  const { user } = useSession();
  const apiVersion = useApiVersion(isMember(user));
  const vatNumber = getSettings()?.vatNumber ?? "";
  return (
    <footer className="border-t border-slate-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm text-slate-600 sm:px-6 lg:flex-row lg:items-center lg:justify-between lg:px-8">
        <nav aria-label="Legal">
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {legalLinks.map((link) => (
              <li key={link.label}>
                <a
                  href={manufacturerPageUrl(link.path)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="hover:text-slate-900 hover:underline"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex flex-col gap-1 text-xs text-slate-500 lg:items-end">
          {vatNumber ? <span>{SHELL_TEXT.vatNumber(vatNumber)}</span> : null}
          <span>{SHELL_TEXT.copyright(new Date().getFullYear())}</span>
          <span>{versionLine(UI_VERSION, apiVersion)}</span>
        </div>
      </div>
    </footer>
  );
}
