import { ANONYMOUS_SOLAR_ARRAY_LIMIT, SOLAR_ARRAY_MESSAGES } from "@portal/contracts";
import { SOLAR_ARRAY_TEXT } from "@portal/contracts/ui";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { allowanceOf, useSession } from "@/lib/auth/session";
import { useCreateSolarArray } from "../api/create-solar-array";
import { useDeleteSolarArray } from "../api/delete-solar-array";
import { useSolarArray } from "../api/get-solar-array";
import { SolarArrayEditor } from "./solar-array-editor";

export const SOLAR_PANEL_HEADING_ID = "roof-editor-solar";

function LoadedArray({ roofId, arrayId }: { roofId: number; arrayId: number }) {
  const array = useSolarArray(roofId, arrayId);
  const remove = useDeleteSolarArray(roofId);
  if (array.isError) return null;
  if (!array.data) {
    return (
      <div className="flex justify-center py-6 text-brand-700">
        <Spinner />
      </div>
    );
  }
  return <SolarArrayEditor key={arrayId} array={array.data} onDelete={() => remove.mutate(arrayId)} />;
}

/** 'Want to Add More Arrays?' (spec 03 §8): Cancel, or Sign in. */
function ArrayLimitDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <ConfirmDialog
      open={open}
      title={SOLAR_ARRAY_MESSAGES.limitTitle}
      confirmText={SOLAR_ARRAY_TEXT.signIn}
      cancelText={SOLAR_ARRAY_TEXT.cancel}
      onConfirm={() => navigate(paths.login)}
      onClose={onClose}
    >
      <p>{SOLAR_ARRAY_MESSAGES.limitText}</p>
    </ConfirmDialog>
  );
}

export interface SolarPanelProps {
  roofId: number;
  arrayIds: readonly number[];
}

/**
 * The Solar Panel of the roof editor (spec 03 §2.1, §2.3): each array of the roof, then 'Add Array'. Anonymous
 * users may have at most 4 arrays; a further one opens the sign-in dialog (spec 03 §4).
 */
export function SolarPanel({ roofId, arrayIds }: SolarPanelProps) {
  const { user } = useSession();
  const isAnonymous = allowanceOf(user) === "anonymous";
  const create = useCreateSolarArray(roofId);
  const [limitOpen, setLimitOpen] = useState(false);

  function addArray() {
    if (isAnonymous && arrayIds.length >= ANONYMOUS_SOLAR_ARRAY_LIMIT) {
      setLimitOpen(true);
      return;
    }
    create.mutate();
  }

  return (
    <Card className="p-5">
      <section aria-labelledby={SOLAR_PANEL_HEADING_ID} className="grid grid-cols-[minmax(0,1fr)] gap-5">
        <h2 id={SOLAR_PANEL_HEADING_ID} className="text-lg font-semibold text-slate-900">
          {SOLAR_ARRAY_TEXT.panelTitle}
        </h2>
        {arrayIds.map((arrayId) => (
          <LoadedArray key={arrayId} roofId={roofId} arrayId={arrayId} />
        ))}
        <div>
          <Button onClick={addArray} isLoading={create.isPending}>
            {SOLAR_ARRAY_TEXT.addArray}
          </Button>
        </div>
      </section>
      <ArrayLimitDialog open={limitOpen} onClose={() => setLimitOpen(false)} />
    </Card>
  );
}
