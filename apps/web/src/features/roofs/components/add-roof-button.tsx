import { PLOT_MESSAGES } from "@portal/contracts";
import { PLOTS_TEXT, ROOFS_TEXT } from "@portal/contracts/ui";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useCreateRoof } from "../api/create-roof";

/** 'Add New Roof' (spec 02 §2): a roof called 'Main Roof'; a failure opens the Error dialog with Close. */
export function AddRoofButton({ plotId }: { plotId: number }) {
  const createRoof = useCreateRoof();
  const [isFailed, setIsFailed] = useState(false);

  const addRoof = async () => {
    try {
      await createRoof.mutateAsync(plotId);
    } catch {
      // The toast has said 'Error creating roof'; the dialog asks the user to try again (spec 02 §2).
      setIsFailed(true);
    }
  };

  return (
    <>
      <Button onClick={addRoof} isLoading={createRoof.isPending}>
        {ROOFS_TEXT.addNewRoof}
      </Button>
      <Dialog open={isFailed} title={PLOTS_TEXT.errorTitle} onClose={() => setIsFailed(false)} size="sm">
        <p>{PLOT_MESSAGES.roofCreateFailed}</p>
      </Dialog>
    </>
  );
}
