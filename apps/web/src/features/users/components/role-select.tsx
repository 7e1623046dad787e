import { FIELD_LABELS } from "@portal/contracts/ui";
import { type Control, Controller, type FieldValues, type Path } from "react-hook-form";
import { SearchableSelect } from "@/components/ui/form/searchable-select";
import { useRoles } from "../api/get-roles";

/** The required role of Add User and Edit User Details; an empty choice is '' so the schema reports it. */
export function RoleSelect<Values extends FieldValues & { roleId: unknown }>({
  control,
  error,
}: {
  control: Control<Values>;
  error: string | undefined;
}) {
  const roles = useRoles();
  return (
    <Controller
      control={control}
      // Both user forms have a roleId field; react-hook-form cannot see that through the generic.
      name={"roleId" as Path<Values>}
      render={({ field }) => (
        <SearchableSelect
          label={FIELD_LABELS.role}
          required
          name={field.name}
          options={(roles.data ?? []).map((role) => ({ value: role.value, label: role.label }))}
          value={typeof field.value === "number" ? field.value : null}
          onChange={(value) => field.onChange(value ?? "")}
          onBlur={field.onBlur}
          error={error}
        />
      )}
    />
  );
}
