import { CUSTOMER_TYPES, CustomerAccountSchema, CustomerContactSchema, type Profile } from "@portal/contracts";
import { PROJECT_ERRORS } from "@portal/contracts/ui";
import { apiRequest } from "@/lib/api-client";
import { showErrorAs } from "@/lib/api-error-handlers";

/** The customer fields of a project, as an account's billing or a contact's mailing address fills them. */
export interface CustomerPrefill {
  customerName: string;
  customerAddress1: string;
  customerAddress2?: string;
  customerAddressTown: string;
  customerAddressPostCode: string;
}

export function getCustomerAccount(id: number) {
  return apiRequest(`/customers/account/${id}`, {
    schema: CustomerAccountSchema,
    onError: showErrorAs(PROJECT_ERRORS.fetchCustomer),
  });
}

export function getCustomerContact(id: number) {
  return apiRequest(`/customers/contact/${id}`, {
    schema: CustomerContactSchema,
    onError: showErrorAs(PROJECT_ERRORS.fetchCustomer),
  });
}

/** Type 0 is an account (billing address); anything else a contact (mailing address) (spec 02 §3). */
export async function getCustomerPrefill(result: { id: number; type: number }): Promise<CustomerPrefill> {
  if (result.type === CUSTOMER_TYPES.account) {
    const account = await getCustomerAccount(result.id);
    return {
      customerName: account.name,
      customerAddress1: account.billingAddress.street ?? "",
      customerAddressTown: account.billingAddress.city ?? "",
      customerAddressPostCode: account.billingAddress.postalCode ?? "",
    };
  }
  const contact = await getCustomerContact(result.id);
  return {
    customerName: contact.contact.name,
    customerAddress1: contact.mailingAddress.street ?? "",
    customerAddressTown: contact.mailingAddress.city ?? "",
    customerAddressPostCode: contact.mailingAddress.postalCode ?? "",
  };
}

/** ASM and public users are their own customer: their profile fills the "Account" fields (spec 02 §5). */
export function customerPrefillFromProfile(profile: Profile): CustomerPrefill {
  const fullName = [profile.firstName, profile.lastName].filter(Boolean).join(" ");
  return {
    customerName: profile.company || fullName,
    customerAddress1: profile.addressLine1 ?? "",
    customerAddress2: profile.addressLine2 ?? "",
    customerAddressTown: profile.town ?? "",
    customerAddressPostCode: profile.postCode ?? "",
  };
}
