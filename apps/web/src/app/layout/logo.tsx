import { PRODUCT_NAME, SHELL_TEXT } from "@portal/contracts/ui";
import { Link } from "react-router";
import { paths } from "@/config/paths";

export function Logo() {
  return (
    <Link
      to={paths.home}
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
      {/* The words are the link's name (WCAG 2.5.3: what is seen is what is spoken); on a narrow screen only the
          mark shows, and they stay for screen readers. */}
      <span className="sr-only flex-col leading-tight sm:not-sr-only sm:flex">
        <span className="text-base font-bold tracking-tight text-white">{PRODUCT_NAME}</span>{" "}
        <span className="text-[11px] font-medium uppercase tracking-[0.14em] text-slate-300">
          {SHELL_TEXT.productTagline}
        </span>
      </span>
    </Link>
  );
}
