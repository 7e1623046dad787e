import { NBS_CLAUSES_TEXT } from "@portal/contracts/ui";
import { Link } from "react-router";
import { buttonClasses } from "@/components/ui/button";
import { nbsClausesPath } from "@/config/paths";
import { allowanceOf, useSession } from "@/lib/auth/session";

/**
 * The project documents panel's NBS button (spec 02 §2): "Edit Clauses" for admin and TAS users, "View Clauses"
 * for everybody else, opening the project's NBS Clauses page.
 */
export function NbsClausesLink({ projectId, className }: { projectId: number; className?: string }) {
  const allowance = allowanceOf(useSession().user);
  const canEdit = allowance === "admin" || allowance === "tas";
  return (
    <Link to={nbsClausesPath(projectId)} className={className ?? buttonClasses("ghost", "px-3 text-brand-700")}>
      {canEdit ? NBS_CLAUSES_TEXT.editClauses : NBS_CLAUSES_TEXT.viewClauses}
    </Link>
  );
}
