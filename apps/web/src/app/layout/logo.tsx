import { PRODUCT_NAME, SHELL_TEXT } from "@portal/contracts/ui";
import { Link } from "react-router";
import { paths } from "@/config/paths";

export function Logo() {
  return (
    <Link
      to={paths.home}
      aria-label={SHELL_TEXT.homeLink}
      className="flex items-center gap-2.5 rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-white"
    >
      <svg viewBox="0 0 32 32" className="size-9" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill="#c2410c" />
        <path
          d="M4.5 17 16 7.5 27.5 17"
          fill="none"
          stroke="#fff"
          strokeWidth="2.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path d="M9 15.5V25h14v-9.5" fill="none" stroke="#fed7aa" strokeWidth="2.4" strokeLinejoin="round" />
        <path d="M9 19.5h14M9 22.5h14" stroke="#fed7aa" strokeWidth="1.2" />
      </svg>
      <span className="hidden flex-col leading-tight sm:flex">
        <span className="text-base font-bold tracking-tight text-white">{PRODUCT_NAME}</span>
        <span className="hidden text-[11px] font-medium uppercase tracking-[0.14em] text-slate-300 sm:block">
          Roofing specification
        </span>
      </span>
    </Link>
  );
}
