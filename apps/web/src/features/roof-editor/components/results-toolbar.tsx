import { ROOF_EDITOR_TEXT } from "@portal/contracts/ui";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { DiagnosticsDrawer, QuantitiesDrawer } from "../results";

/** Opens the side drawers (spec 03 §2.1): Calculated Quantities for everybody, diagnostics for staff only. */
export function ResultsToolbar({ roofId, isStaff }: { roofId: number; isStaff: boolean }) {
  const [openDrawer, setOpenDrawer] = useState<"quantities" | "diagnostics" | null>(null);
  const close = () => setOpenDrawer(null);
  return (
    <div className="flex flex-wrap justify-end gap-3">
      <Button variant="secondary" onClick={() => setOpenDrawer("quantities")}>
        {ROOF_EDITOR_TEXT.calculatedQuantities}
      </Button>
      {isStaff ? (
        <Button variant="secondary" onClick={() => setOpenDrawer("diagnostics")}>
          {ROOF_EDITOR_TEXT.diagnostics}
        </Button>
      ) : null}
      <QuantitiesDrawer roofId={roofId} open={openDrawer === "quantities"} onClose={close} />
      {isStaff ? <DiagnosticsDrawer roofId={roofId} open={openDrawer === "diagnostics"} onClose={close} /> : null}
    </div>
  );
}
