// The registrar's rules that more than one route applies: what is available, the price a caller
// must have seen, what a purchase item needs, and which names the caller holds.
import type { z } from "zod";
import type { ContactInformation } from "../../../schema/registrar";
import { ApiError } from "../../errors";
import type { Store } from "../../store";
import { domainsOf } from "../domains/store";
import { findRegistration, heldBy, type StoredOrderItem, type StoredRegistration } from "./records";
import { checkAdditionalContact, checkLanguage, priceOf, registrable } from "./tlds";

/** Taken: held (or being bought) through the emulator's registrar, or already in the caller's domains. */
export function isAvailable(store: Store, ownerId: string, name: string): boolean {
  if (findRegistration(store, name)) return false;
  return !domainsOf(store).find(ownerId, (d) => d.name === name);
}

/** The caller must have seen today's price: an order at another price is refused. */
export function checkPrice(expected: number, actual: number, years: number): void {
  if (expected !== actual) {
    throw new ApiError(
      400,
      "expected_price_mismatch",
      `The expected price ${expected} does not match the price ${actual} for ${years} year(s)`,
    );
  }
}

interface PurchaseInput {
  readonly domainName: string;
  readonly autoRenew: boolean;
  readonly years: number;
  readonly expectedPrice: number;
  readonly languageCode?: string | undefined;
}

/** One name of a purchase, checked: registrable, sold, available, at the price the caller saw. */
export function purchaseItem(
  store: Store,
  ownerId: string,
  input: PurchaseInput,
  contact: z.infer<typeof ContactInformation>,
): Omit<StoredOrderItem, "status"> {
  const { name, tld } = registrable(input.domainName);
  checkLanguage(name, tld, input.languageCode);
  checkAdditionalContact(tld, contact.additional);
  if (!isAvailable(store, ownerId, name)) {
    throw new ApiError(400, "domain_not_available", `The domain "${name}" is not available`);
  }
  const price = priceOf(tld, input.years);
  checkPrice(input.expectedPrice, price, input.years);
  return {
    purchaseType: "purchase",
    domainName: name,
    years: input.years,
    price,
    autoRenew: input.autoRenew,
    contactEmail: contact.email,
  };
}

/** The registration the caller holds for `domain`, or the platform's 400 `domain_not_registered`. */
export function requireHeld(store: Store, ownerId: string, domain: string): StoredRegistration {
  const { name } = registrable(domain);
  const registration = heldBy(store, ownerId, name);
  if (!registration) {
    throw new ApiError(
      400,
      "domain_not_registered",
      `The domain "${name}" is not registered with the registrar for this account`,
    );
  }
  return registration;
}
