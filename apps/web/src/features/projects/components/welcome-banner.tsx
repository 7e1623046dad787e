import { PROJECT_LIST_TEXT } from "@portal/contracts/ui";
import { useState } from "react";
import { Banner } from "@/components/ui/banner";
import { Button } from "@/components/ui/button";
import { isWelcomeBannerHidden, setWelcomeBannerHidden } from "@/lib/cookies";

/** Public users' welcome (spec 02 §2); hiding it is remembered for 365 days in the welcomeBannerHidden cookie. */
export function WelcomeBanner({ onGetStarted }: { onGetStarted: () => void }) {
  const [isHidden, setIsHidden] = useState(isWelcomeBannerHidden);
  const setHidden = (hidden: boolean) => {
    setWelcomeBannerHidden(hidden);
    setIsHidden(hidden);
  };
  if (isHidden) {
    return (
      <div className="mb-4 flex justify-end">
        <Button variant="ghost" onClick={() => setHidden(false)}>
          {PROJECT_LIST_TEXT.showBanner}
        </Button>
      </div>
    );
  }
  return (
    <Banner title={PROJECT_LIST_TEXT.welcomeTitle} text={PROJECT_LIST_TEXT.welcomeText}>
      <Button variant="secondary" onClick={onGetStarted}>
        {PROJECT_LIST_TEXT.getStarted}
      </Button>
      <Button variant="ghost" className="text-white hover:bg-white/10" onClick={() => setHidden(true)}>
        {PROJECT_LIST_TEXT.hideBanner}
      </Button>
    </Banner>
  );
}
