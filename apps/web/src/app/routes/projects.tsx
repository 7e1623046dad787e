import { PROJECTS_TEXT } from "@portal/contracts";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";

/** The project list's frame; the list itself arrives with the projects area. */
export function ProjectsRoute() {
  return (
    <div>
      <PageHeader title={PROJECTS_TEXT.title} description="Your roofing projects, their plots and roofs." />
      <Card>
        <EmptyState
          title={PROJECTS_TEXT.emptyTitle}
          icon={
            <svg
              viewBox="0 0 48 48"
              className="size-12"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path d="M6 24 24 9l18 15" strokeLinecap="round" strokeLinejoin="round" />
              <path d="M12 21v18h24V21" strokeLinejoin="round" />
              <path d="M20 39V29h8v10" strokeLinejoin="round" />
            </svg>
          }
        >
          Projects you create will appear here.
        </EmptyState>
      </Card>
    </div>
  );
}
