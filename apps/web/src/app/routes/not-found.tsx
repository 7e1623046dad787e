import { NOT_FOUND_LINK, NOT_FOUND_TEXT } from "@portal/contracts";
import { Link } from "react-router";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { DocumentTitle } from "@/components/ui/document-title";
import { paths } from "@/config/paths";

export function NotFoundRoute() {
  return (
    <div className="mx-auto max-w-lg py-16">
      <DocumentTitle title="Page not found" />
      <Card className="px-8 py-12 text-center">
        <p className="text-5xl font-extrabold tracking-tight text-brand-700">404</p>
        <h1 className="mt-4 text-lg font-semibold text-slate-900">{NOT_FOUND_TEXT}</h1>
        <Link to={paths.home} className={buttonClasses("primary", "mt-8")}>
          {NOT_FOUND_LINK}
        </Link>
      </Card>
    </div>
  );
}
