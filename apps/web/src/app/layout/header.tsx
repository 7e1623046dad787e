import { SHELL_TEXT } from "@portal/contracts/ui";
import { Suspense, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { paths } from "@/config/paths";
import { useLogout } from "@/features/auth/api/logout";
import { allowanceOf, isMember, useSession } from "@/lib/auth/session";
import { lazyComponent } from "@/lib/lazy-component";
import { getSettings } from "@/lib/settings";
import { Logo } from "./logo";
import type { HeaderMenuProps } from "./menus";
import { menuLabelClasses, navItemClasses } from "./nav-item";

// Only members have menus: visitors on the sign-in page never download the dropdown and dialog code.
const HeaderMenu = lazyComponent(() => import("./menus"), "HeaderMenu");
const LogoutAllDialog = lazyComponent(() => import("./logout-all-dialog"), "LogoutAllDialog");

/** A member's dropdown; while its code arrives, its label stands in its place so nothing moves. */
function MemberMenu(props: HeaderMenuProps) {
  const placeholder = (
    <span className={navItemClasses(props.isActive ?? false)}>
      {props.icon}
      <span className={menuLabelClasses}>{props.label}</span>
      {/* The dropdown's chevron, not yet drawn. */}
      <span className="size-4" aria-hidden="true" />
    </span>
  );
  return (
    <Suspense fallback={placeholder}>
      <HeaderMenu {...props} />
    </Suspense>
  );
}

/** Help is for the public: staff (admin, TAS, ASM) have their own channels (spec 01 §6). */
function showsHelp(allowance: ReturnType<typeof allowanceOf>): boolean {
  return allowance === "public" || allowance === "anonymous" || allowance === "nonAuthenticated";
}

/** The sticky top header (spec 01 §2.3). */
export function Header() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const logout = useLogout();
  const [confirmingLogoutAll, setConfirmingLogoutAll] = useState(false);
  const allowance = allowanceOf(user);
  const member = isMember(user);
  const helpUrl = getSettings()?.helpUrl ?? "";

  return (
    <header className="sticky top-0 z-30 border-b border-slate-950/40 bg-slate-900/95 shadow-md backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-3 sm:gap-4 sm:px-6 lg:px-8">
        <div className="flex min-w-0 items-center gap-2 sm:gap-6">
          <Logo />
          <nav aria-label="Main" className="flex items-center gap-0.5 sm:gap-1">
            {member ? (
              <NavLink to={paths.projects} className={() => navItemClasses(pathname.includes("project"))}>
                {SHELL_TEXT.projects}
              </NavLink>
            ) : null}
            {allowance === "admin" ? (
              <MemberMenu
                label={SHELL_TEXT.admin}
                isActive={pathname.includes("admin")}
                entries={[
                  { label: SHELL_TEXT.manageUsers, to: paths.adminUsers },
                  { label: SHELL_TEXT.productManagement, to: paths.productManagement },
                ]}
              />
            ) : null}
            {showsHelp(allowance) && helpUrl ? (
              <a href={helpUrl} target="_blank" rel="noopener noreferrer" className={navItemClasses(false)}>
                {SHELL_TEXT.help}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : null}
          </nav>
        </div>
        <div className="flex items-center gap-2">
          {member ? (
            <MemberMenu
              label={user.email || SHELL_TEXT.userFallback}
              icon={
                <svg viewBox="0 0 20 20" className="size-5" fill="currentColor" aria-hidden="true">
                  <path d="M10 10a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 1 1 14 0H3Z" />
                </svg>
              }
              entries={[
                { label: SHELL_TEXT.viewProfile, to: paths.profile },
                { label: SHELL_TEXT.company, to: paths.company },
                { label: SHELL_TEXT.signOut, onSelect: () => logout.mutate() },
                { label: SHELL_TEXT.signOutAll, onSelect: () => setConfirmingLogoutAll(true) },
              ]}
            />
          ) : (
            <>
              <Link to={paths.register} className={navItemClasses(pathname === paths.register)}>
                {SHELL_TEXT.register}
              </Link>
              <Link
                to={paths.login}
                className="rounded-md bg-brand-600 px-3 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
              >
                {SHELL_TEXT.logIn}
              </Link>
            </>
          )}
        </div>
      </div>
      {member ? (
        <Suspense fallback={null}>
          <LogoutAllDialog open={confirmingLogoutAll} onClose={() => setConfirmingLogoutAll(false)} />
        </Suspense>
      ) : null}
    </header>
  );
}
