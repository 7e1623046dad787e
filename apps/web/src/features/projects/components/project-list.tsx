import { REALTIME_EVENTS } from "@portal/contracts";
import { PROJECT_LIST_TEXT } from "@portal/contracts/ui";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { projectPagePath } from "@/config/paths";
import { useRealtimeEvent } from "@/lib/realtime";
import type { CustomerPrefill } from "../api/get-customer";
import { projectListQueryKey } from "../api/get-projects";
import { useProjectRole } from "../hooks/use-project-role";
import { LazyProjectFormDialog } from "./lazy-project-form-dialog";
import { ProjectsTable } from "./projects-table";
import { WelcomeBanner } from "./welcome-banner";

/** The /projects page body (spec 02 §2): welcome banner for public users, the list, and Add Project. */
export function ProjectList({
  customerPrefill,
  isPrefillLoading = false,
}: {
  customerPrefill?: CustomerPrefill | null;
  isPrefillLoading?: boolean;
}) {
  const role = useProjectRole();
  const navigate = useNavigate();
  const [isAdding, setIsAdding] = useState(false);
  const queryClient = useQueryClient();
  // A copy made from another tab or page appears in the list too; the list is refetched, never patched.
  useRealtimeEvent(REALTIME_EVENTS.projectCloned, () => {
    void queryClient.invalidateQueries({ queryKey: projectListQueryKey });
  });
  return (
    <div>
      <PageHeader
        title={PROJECT_LIST_TEXT.title}
        description="Your roofing projects, their plots and roofs."
        actions={<Button onClick={() => setIsAdding(true)}>{PROJECT_LIST_TEXT.addProject}</Button>}
      />
      {role.isPublic ? <WelcomeBanner onGetStarted={() => setIsAdding(true)} /> : null}
      <Card className="overflow-hidden">
        <ProjectsTable role={role} />
      </Card>
      <LazyProjectFormDialog
        open={isAdding}
        mode="add"
        customerPrefill={customerPrefill}
        isPrefillLoading={isPrefillLoading}
        onClose={() => setIsAdding(false)}
        onSaved={(project) => navigate(projectPagePath(project.id))}
      />
    </div>
  );
}
