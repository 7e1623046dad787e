import { PROJECT_LIST_TEXT } from "@portal/contracts/ui";
import { useState } from "react";
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
    <section
      aria-label={PROJECT_LIST_TEXT.welcomeTitle}
      className="mb-6 rounded-xl bg-gradient-to-r from-brand-700 to-brand-900 p-6 text-white shadow-sm"
    >
      <h2 className="text-xl font-bold">{PROJECT_LIST_TEXT.welcomeTitle}</h2>
      <p className="mt-2 max-w-2xl text-sm text-white/90">{PROJECT_LIST_TEXT.welcomeText}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button variant="secondary" onClick={onGetStarted}>
          {PROJECT_LIST_TEXT.getStarted}
        </Button>
        <Button variant="ghost" className="text-white hover:bg-white/10" onClick={() => setHidden(true)}>
          {PROJECT_LIST_TEXT.hideBanner}
        </Button>
      </div>
    </section>
  );
}
