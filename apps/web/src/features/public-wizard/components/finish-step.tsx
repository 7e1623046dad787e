import { PUBLIC_WIZARD_SITE_PAGES, PUBLIC_WIZARD_TEXT } from "@portal/contracts/ui";
import { Link } from "react-router";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { manufacturerPageUrl } from "@/lib/settings";

/** Finish (spec 01 §2.8): samples and brochures on the manufacturer's site, or registering to keep the project. */
export function FinishStep() {
  return (
    <Card className="p-6">
      <p className="text-slate-700">{PUBLIC_WIZARD_TEXT.finishText}</p>
      <div className="mt-5 grid gap-4 sm:grid-cols-3">
        {[
          { label: PUBLIC_WIZARD_TEXT.requestSamples, path: PUBLIC_WIZARD_SITE_PAGES.requestSamples },
          { label: PUBLIC_WIZARD_TEXT.requestBrochure, path: PUBLIC_WIZARD_SITE_PAGES.requestBrochure },
        ].map((link) => (
          <a
            key={link.label}
            href={manufacturerPageUrl(link.path)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses("secondary", "h-12")}
          >
            {link.label}
            <span className="sr-only"> {PUBLIC_WIZARD_TEXT.opensInNewTab}</span>
          </a>
        ))}
        <Link to={paths.register} className={buttonClasses("primary", "h-12")}>
          {PUBLIC_WIZARD_TEXT.signUp}
        </Link>
      </div>
      <p className="mt-3 text-sm text-slate-600">{PUBLIC_WIZARD_TEXT.signUpText}</p>
    </Card>
  );
}
