import { useQuery } from "@tanstack/react-query";
import { profileQueryOptions } from "@/features/profile/api/get-profile";
import { customerPrefillFromProfile } from "@/features/projects/api/get-customer";
import { ProjectList } from "@/features/projects/components/project-list";
import { useProjectRole } from "@/features/projects/hooks/use-project-role";

/** /projects: the project list; ASM and public users' own profile fills a new project's "Account" fields. */
export function ProjectsRoute() {
  const role = useProjectRole();
  const needsProfile = role.user !== null && !role.isStaff;
  const profile = useQuery({ ...profileQueryOptions(), enabled: needsProfile });
  return (
    <ProjectList
      customerPrefill={profile.data ? customerPrefillFromProfile(profile.data) : null}
      isPrefillLoading={needsProfile && profile.isPending}
    />
  );
}
