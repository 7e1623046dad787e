import { Suspense } from "react";
import { LoadingOverlay } from "@/components/ui/loading-overlay";
import { lazyComponent } from "@/lib/lazy-component";
import type { ProjectFormDialogProps } from "./project-form-dialog";

// The form's code (form library, searchable selects, the dialog) arrives when the form is first opened, not
// with the list or the project page.
const ProjectFormDialog = lazyComponent(() => import("./project-form-dialog"), "ProjectFormDialog");

/** The project form, mounted only while open; the loading overlay stands in while its code arrives. */
export function LazyProjectFormDialog(props: ProjectFormDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={<LoadingOverlay />}>
      <ProjectFormDialog {...props} />
    </Suspense>
  );
}
