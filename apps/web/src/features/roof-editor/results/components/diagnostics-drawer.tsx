import { DIAGNOSTICS_TEXT } from "@portal/contracts/ui";
import type { UseQueryResult } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, tabPanelProps } from "@/components/ui/tabs";
import type { Diagnostics, DiagnosticsKind } from "../api/diagnostics";
import { useEstimateDiagnostics } from "../api/get-estimate-diagnostics";
import { useFixingDiagnostics } from "../api/get-fixing-diagnostics";
import { DiagnosticsView } from "./diagnostics-view";
import { SideDrawer } from "./side-drawer";

export interface DiagnosticsDrawerProps {
  roofId: number;
  open: boolean;
  onClose: () => void;
}

/**
 * The staff's diagnostics (spec 03 §2.1, §6): the fixing and the estimate calculations' working, each on its tab,
 * read as labelled sections with the raw JSON beneath.
 */
export function DiagnosticsDrawer({ roofId, open, onClose }: DiagnosticsDrawerProps) {
  const fixing = useFixingDiagnostics(roofId, open);
  const estimate = useEstimateDiagnostics(roofId, open);
  const [tab, setTab] = useState<DiagnosticsKind>("fixing");
  const tabsId = useId();
  return (
    <SideDrawer open={open} title={DIAGNOSTICS_TEXT.title} onClose={onClose}>
      <Tabs
        label={DIAGNOSTICS_TEXT.title}
        tabs={[
          { key: "fixing", label: DIAGNOSTICS_TEXT.fixingTab },
          { key: "estimate", label: DIAGNOSTICS_TEXT.estimateTab },
        ]}
        selected={tab}
        onSelect={setTab}
        idPrefix={tabsId}
      />
      <div {...tabPanelProps(tabsId, tab)} className="pt-4">
        <DiagnosticsTab key={tab} query={tab === "fixing" ? fixing : estimate} kind={tab} />
      </div>
    </SideDrawer>
  );
}

function DiagnosticsTab({ query, kind }: { query: UseQueryResult<Diagnostics>; kind: DiagnosticsKind }) {
  if (query.isPending) {
    return (
      <div className="py-10 text-center text-brand-700">
        <Spinner label={DIAGNOSTICS_TEXT.loading} />
      </div>
    );
  }
  if (!query.data) return null;
  if (query.data.status === "unavailable") return <Alert tone="info">{query.data.message}</Alert>;
  return <DiagnosticsView text={query.data.text} kind={kind} />;
}
