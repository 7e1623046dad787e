import { preloadedComponent } from "@/lib/preloaded-component";
import { Dialog } from "./dialog";

// The form library comes with the form, in its own chunk fetched as the page starts.
const NameForm = preloadedComponent(
  () => import("./name-form").then((module) => module.NameForm),
  () => null,
);

export interface NameDialogProps {
  open: boolean;
  title: string;
  /** The name the field starts with: the current name to rename, name + " (Copy)" to clone (spec 02 §5). */
  defaultName: string;
  submitText: string;
  label?: string;
  isPending?: boolean;
  /** Resolves when done; a rejection keeps the dialog open (the failure has been reported where it was made). */
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
}

/** One name field, required ('Name cannot be empty.'): the rename and clone dialogs of plots, roofs and projects. */
export function NameDialog({ open, title, ...props }: NameDialogProps) {
  return (
    <Dialog open={open} title={title} onClose={props.onClose} noFooter size="sm">
      {/* Mounted only while open, so each opening starts from the given default name. */}
      {open ? <NameForm {...props} /> : null}
    </Dialog>
  );
}
