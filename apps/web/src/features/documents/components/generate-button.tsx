import { PDF_TYPES } from "@portal/contracts";
import { ROOFS_TEXT } from "@portal/contracts/ui";
import { type ReactNode, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { nbsClausesPath } from "@/config/paths";
import type { GenerationTarget } from "../document-kinds";
import { runGeneration, useIsGenerating } from "../hooks/generation-flow";
import { ReviewNbsDialog } from "./review-nbs-dialog";

const isNbs = (target: GenerationTarget) => target.kind === "document" && target.pdfType === PDF_TYPES.nbsClause;

/**
 * What a generate control does (spec 02 §2): it waits while any generation runs and while the item's data is not
 * enough for the document; the NBS first asks whether to review the clauses (the dialog returned, to be drawn
 * beside the control). Shared by the buttons and the roof page's Generate menu on a phone.
 */
export function useGeneration({
  projectId,
  target,
  isAvailable,
  reviewsNbsFirst = true,
}: {
  projectId: number;
  target: GenerationTarget;
  isAvailable: boolean;
  reviewsNbsFirst?: boolean;
}): { disabled: boolean; start: () => void; dialog: ReactNode } {
  const isGenerating = useIsGenerating();
  const navigate = useNavigate();
  const [isReviewOpen, setReviewOpen] = useState(false);
  const generate = () => void runGeneration(target);
  const asksForReview = reviewsNbsFirst && isNbs(target);
  return {
    disabled: isGenerating || !isAvailable,
    start: () => (asksForReview ? setReviewOpen(true) : generate()),
    dialog: asksForReview ? (
      <ReviewNbsDialog
        open={isReviewOpen}
        onCancel={() => setReviewOpen(false)}
        onReview={() => {
          setReviewOpen(false);
          navigate(nbsClausesPath(projectId));
        }}
        onGenerate={() => {
          setReviewOpen(false);
          generate();
        }}
      />
    ) : null,
  };
}

/** A generate button of the panels and the roof page's bar (see `useGeneration`). */
export function GenerateButton({
  projectId,
  target,
  isAvailable,
  variant = "secondary",
  className,
  reviewsNbsFirst = true,
  children,
}: {
  /** The project whose NBS Clauses page the review opens. */
  projectId: number;
  target: GenerationTarget;
  isAvailable: boolean;
  variant?: "primary" | "secondary";
  className?: string;
  /** False where the clauses were chosen on the same screen (the public wizard's NBS step): no review question. */
  reviewsNbsFirst?: boolean;
  children: ReactNode;
}) {
  const generation = useGeneration({ projectId, target, isAvailable, reviewsNbsFirst });
  return (
    <>
      <Button
        variant={variant}
        className={className}
        disabled={generation.disabled}
        title={isAvailable ? undefined : ROOFS_TEXT.documentsUnavailable}
        onClick={generation.start}
      >
        {children}
      </Button>
      {generation.dialog}
    </>
  );
}
