import { PUBLIC_WIZARD_SITE_PAGES, PUBLIC_WIZARD_TEXT } from "@portal/contracts/ui";
import { Link } from "react-router";
import { Banner } from "@/components/ui/banner";
import { paths } from "@/config/paths";
import { manufacturerPageUrl } from "@/lib/settings";

function ExternalLink({ path, children }: { path: string; children: string }) {
  return (
    <a
      href={manufacturerPageUrl(path)}
      target="_blank"
      rel="noopener noreferrer"
      className="font-semibold text-white underline underline-offset-2 hover:text-white/80"
    >
      {children}
      <span className="sr-only"> {PUBLIC_WIZARD_TEXT.opensInNewTab}</span>
    </a>
  );
}

/** The welcome for unregistered visitors (spec 01 §1, §2.8): what they may do without an account, and how to register. */
export function WelcomePanel() {
  return (
    <Banner title={PUBLIC_WIZARD_TEXT.welcomeTitle} text={PUBLIC_WIZARD_TEXT.welcomeText}>
      <Link
        to={paths.register}
        className="rounded-md bg-white px-3 py-1.5 font-semibold text-brand-800 shadow-sm hover:bg-brand-50"
      >
        {PUBLIC_WIZARD_TEXT.registerHere}
      </Link>
      <ExternalLink path={PUBLIC_WIZARD_SITE_PAGES.technicalConsiderations}>
        {PUBLIC_WIZARD_TEXT.technicalConsiderations}
      </ExternalLink>
      <ExternalLink path={PUBLIC_WIZARD_SITE_PAGES.technicalAdvisoryService}>
        {PUBLIC_WIZARD_TEXT.technicalAdvisoryService}
      </ExternalLink>
    </Banner>
  );
}
