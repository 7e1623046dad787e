import {
  CUSTOMER_SEARCH_MIN_LENGTH,
  CUSTOMER_TYPES,
  type CustomerAccount,
  type CustomerContact,
  type CustomerLookupResult,
} from "@portal/contracts";
import type { AppContext } from "../../context.js";
import { notFound } from "../../errors.js";
import * as repository from "./customers.repository.js";

const LOOKUP_LIMIT = 20;

/** Accounts then contacts whose name contains the search; shorter input clears the results (spec 02 §5). */
export async function lookUp(ctx: AppContext, search: string): Promise<CustomerLookupResult[]> {
  if (search.length < CUSTOMER_SEARCH_MIN_LENGTH) return [];
  const { accounts, contacts } = await repository.searchByName(ctx.db, search, LOOKUP_LIMIT);
  return [
    ...accounts.map((account) => ({ ...account, type: CUSTOMER_TYPES.account })),
    ...contacts.map((contact) => ({ ...contact, type: CUSTOMER_TYPES.contact })),
  ];
}

export async function getAccount(ctx: AppContext, id: number): Promise<CustomerAccount> {
  const account = await repository.findAccount(ctx.db, id);
  if (!account) throw notFound();
  return {
    id: account.id,
    name: account.name,
    billingAddress: {
      street: account.billingStreet,
      city: account.billingCity,
      postalCode: account.billingPostalCode,
    },
  };
}

export async function getContact(ctx: AppContext, id: number): Promise<CustomerContact> {
  const contact = await repository.findContact(ctx.db, id);
  if (!contact) throw notFound();
  return {
    id: contact.id,
    contact: { name: contact.name, email: contact.email, phone: contact.phone },
    mailingAddress: {
      street: contact.mailingStreet,
      city: contact.mailingCity,
      postalCode: contact.mailingPostalCode,
    },
  };
}
