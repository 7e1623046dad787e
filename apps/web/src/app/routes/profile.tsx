import { ProfileView } from "@/features/profile/components/profile-view";

export function ProfileRoute() {
  return <ProfileView />;
}
