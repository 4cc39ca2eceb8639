// A name the caller holds: its auto-renew, its nameservers, its auth code (for a transfer out), its
// registrant's verification, and what its TLD asks of a registrant.
import { canonicalHostname, isDomainName } from "../../../../schema/domains";
import {
  AuthCode,
  AutoRenewRequest,
  ContactInfoSchema,
  ContactVerification,
  NameserversRequest,
} from "../../../../schema/registrar";
import { emulatorNow } from "../../../clock";
import { ApiError, badRequest } from "../../../errors";
import { defineRoute, noContent, ok } from "../../../route";
import { INTENDED_NAMESERVERS } from "../../domains/store";
import { settleOrders, updateHeldDomain } from "../orders";
import { requireHeld } from "../rules";
import { DAY_MS, REGISTRAR_OWNER, registrationsOf } from "../records";
import { contactInfoSchema, registrable } from "../tlds";

/** The platform answers bought_too_recently for half an hour after a purchase (SDK docs). */
const VERIFICATION_QUIET_MS = 30 * 60 * 1000;
/** The registrant follows the verification link a day after the purchase (inferred); ICANN allows 15. */
const VERIFIED_AFTER_MS = DAY_MS;
const VERIFY_WITHIN_MS = 15 * DAY_MS;

const autoRenew = defineRoute({
  method: "PATCH",
  paths: "/v1/registrar/domains/:domain/auto-renew",
  body: AutoRenewRequest,
  handle: ({ store, ownerId, params, body }) => {
    settleOrders(store);
    const registration = requireHeld(store, ownerId, params.domain);
    registrationsOf(store).replace(REGISTRAR_OWNER, { ...registration, autoRenew: body.autoRenew });
    updateHeldDomain(store, ownerId, registration.id, { renew: body.autoRenew });
    return noContent();
  },
});

const nameservers = defineRoute({
  method: "PATCH",
  paths: "/v1/registrar/domains/:domain/nameservers",
  body: NameserversRequest,
  handle: ({ store, ownerId, params, body }) => {
    settleOrders(store);
    const registration = requireHeld(store, ownerId, params.domain);
    const given = body.nameservers.map(canonicalHostname);
    const invalid = given.find((ns) => !isDomainName(ns));
    if (invalid !== undefined) throw badRequest(`Invalid request: "${invalid}" is not a hostname`);
    // An empty list puts the platform's own nameservers back.
    updateHeldDomain(store, ownerId, registration.id, {
      nameservers: given.length > 0 ? given : [...INTENDED_NAMESERVERS],
      customNameservers: given,
    });
    return noContent();
  },
});

const authCode = defineRoute({
  method: "GET",
  paths: "/v1/registrar/domains/:domain/auth-code",
  response: AuthCode,
  handle: ({ store, ownerId, params }) => {
    settleOrders(store);
    const registration = requireHeld(store, ownerId, params.domain);
    if (registration.transferLockUntil > emulatorNow(store)) {
      const until = new Date(registration.transferLockUntil).toISOString();
      throw new ApiError(
        409,
        "domain_cannot_be_transfered_out_until",
        `"${registration.id}" cannot be transferred out until ${until} (60 days after it was registered or transferred)`,
      );
    }
    return ok({ authCode: registration.authCode });
  },
});

const contactVerification = defineRoute({
  method: "GET",
  paths: "/v1/registrar/domains/:domain/contact-verification",
  response: ContactVerification,
  handle: ({ store, ownerId, params }) => {
    settleOrders(store);
    const registration = requireHeld(store, ownerId, params.domain);
    const since = registration.acquiredAt ?? 0;
    const now = emulatorNow(store);
    if (now - since < VERIFICATION_QUIET_MS) {
      throw new ApiError(
        400,
        "bought_too_recently",
        `"${registration.id}" was bought less than 30 minutes ago`,
      );
    }
    if (now - since >= VERIFIED_AFTER_MS) return ok({ verified: true });
    return ok({
      verified: false,
      verifyBy: new Date(since + VERIFY_WITHIN_MS).toISOString(),
      email: registration.contactEmail,
    });
  },
});

const contactSchema = defineRoute({
  method: "GET",
  paths: "/v1/registrar/domains/:domain/contact-info/schema",
  response: ContactInfoSchema,
  handle: ({ params }) => ok(contactInfoSchema(registrable(params.domain).tld)),
});

export const registeredRoutes = [autoRenew, nameservers, authCode, contactVerification, contactSchema];
