import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react";
import { DIAGNOSTICS_TEXT } from "@portal/contracts/ui";
import type { UseQueryResult } from "@tanstack/react-query";
import { Alert } from "@/components/ui/alert";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
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

const tabClasses = ({ selected }: { selected: boolean }) =>
  cn(
    "-mb-px border-b-2 px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-600",
    selected ? "border-brand-700 text-brand-800" : "border-transparent text-slate-600 hover:text-slate-900",
  );

/**
 * The staff's diagnostics (spec 03 §2.1, §6): the fixing and the estimate calculations' working, each on its tab,
 * read as labelled sections with the raw JSON beneath.
 */
export function DiagnosticsDrawer({ roofId, open, onClose }: DiagnosticsDrawerProps) {
  const fixing = useFixingDiagnostics(roofId, open);
  const estimate = useEstimateDiagnostics(roofId, open);
  return (
    <SideDrawer open={open} title={DIAGNOSTICS_TEXT.title} onClose={onClose}>
      <TabGroup>
        <TabList className="flex gap-1 border-b border-slate-200">
          <Tab className={tabClasses}>{DIAGNOSTICS_TEXT.fixingTab}</Tab>
          <Tab className={tabClasses}>{DIAGNOSTICS_TEXT.estimateTab}</Tab>
        </TabList>
        <TabPanels className="pt-4">
          <TabPanel>
            <DiagnosticsTab query={fixing} kind="fixing" />
          </TabPanel>
          <TabPanel>
            <DiagnosticsTab query={estimate} kind="estimate" />
          </TabPanel>
        </TabPanels>
      </TabGroup>
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
