import { PROJECT_MESSAGES, type Project } from "@portal/contracts";
import { PROJECT_ERRORS, PROJECT_PAGE_TEXT } from "@portal/contracts/ui";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { Spinner } from "@/components/ui/spinner";

/**
 * What a page about one project shows instead of itself while the project loads, when it cannot be read, or
 * when there is none ("Project not found", spec 02 §2); null once the project is there.
 */
export function projectPlaceholder(
  project: { isPending: boolean; isError: boolean; data?: Project | null | undefined },
  actions?: ReactNode,
): ReactNode | null {
  if (project.isPending) {
    return (
      <div className="py-16 text-center text-brand-700">
        <Spinner label={PROJECT_PAGE_TEXT.loading} />
      </div>
    );
  }
  if (project.isError || !project.data) {
    const text = project.isError ? PROJECT_ERRORS.fetchProject : PROJECT_MESSAGES.notFound;
    return (
      <div>
        <PageHeader title={text} actions={actions} />
        <Card>
          <EmptyState title={text} />
        </Card>
      </div>
    );
  }
  return null;
}
