import { UserAdministration } from "@/features/users/components/user-administration";

export function AdminUsersRoute() {
  return <UserAdministration />;
}
