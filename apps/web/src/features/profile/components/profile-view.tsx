import { PROFILE_TEXT } from "@portal/contracts/ui";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Dialog } from "@/components/ui/dialog";
import { PageHeader } from "@/components/ui/page-header";
import { Spinner } from "@/components/ui/spinner";
import { useSession } from "@/lib/auth/session";
import { useIndustryTypes } from "@/lib/lookups/industry-types";
import { useProfile } from "../api/get-profile";
import { EditProfileForm } from "./edit-profile-form";
import { ProfileDetails } from "./profile-details";

/** The profile page: the details grid and the Edit Profile dialog. */
export function ProfileView() {
  const profile = useProfile();
  const industryTypes = useIndustryTypes();
  const { user } = useSession();
  const [isEditing, setIsEditing] = useState(false);

  return (
    <div>
      <PageHeader
        title={PROFILE_TEXT.title}
        description="Your contact details and preferences."
        actions={
          <Button onClick={() => setIsEditing(true)} disabled={!profile.data}>
            {PROFILE_TEXT.editProfile}
          </Button>
        }
      />
      <Card className="overflow-hidden">
        {profile.isPending ? (
          <div className="flex justify-center p-10 text-brand-700">
            <Spinner label="Loading profile..." />
          </div>
        ) : profile.isError ? (
          <div className="p-6">
            <Alert tone="error">{profile.error.message}</Alert>
          </div>
        ) : (
          <ProfileDetails profile={profile.data} industryTypes={industryTypes.data} />
        )}
      </Card>
      {profile.data ? (
        <Dialog
          open={isEditing}
          title={PROFILE_TEXT.editProfile}
          onClose={() => setIsEditing(false)}
          noFooter
          size="lg"
        >
          <EditProfileForm profile={profile.data} isAdmin={user?.isAdmin ?? false} onDone={() => setIsEditing(false)} />
        </Dialog>
      ) : null}
    </div>
  );
}
