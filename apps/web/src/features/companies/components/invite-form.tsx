import { InviteToCompanySchema } from "@portal/contracts";
import { COMPANY_TEXT } from "@portal/contracts/ui";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/form/text-field";
import { useContractForm } from "@/lib/forms/use-contract-form";
import { useInviteToCompany } from "../api/invite-to-company";

/** The Owner invites by e-mail; the field empties once the invitation is sent (the toast names the address). */
export function InviteForm({ companyId }: { companyId: number }) {
  const invitation = useInviteToCompany();
  const {
    register,
    reset,
    errors,
    onSubmit,
    formState: { isSubmitting },
  } = useContractForm({
    schema: InviteToCompanySchema,
    defaultValues: { email: "" },
    save: async ({ email }) => {
      await invitation.mutateAsync({ companyId, email });
      reset();
    },
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <div className="sm:w-80">
        <TextField
          label={COMPANY_TEXT.inviteEmail}
          type="email"
          required
          autoComplete="off"
          error={errors.email?.message}
          {...register("email")}
        />
      </div>
      <Button type="submit" isLoading={isSubmitting} className="sm:mt-6">
        {COMPANY_TEXT.invite}
      </Button>
    </form>
  );
}
