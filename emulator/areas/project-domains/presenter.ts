// The project-domains area's wire shape.
import type { DomainVerification } from "../../../schema/project-domains";
import type { StoredProjectDomain } from "./store";

/** The challenge is answered only while the domain is unverified; ids and tokens stay inside. */
export function presentDomain(stored: StoredProjectDomain) {
  const domain: Partial<StoredProjectDomain> = { ...stored };
  delete domain.id;
  delete domain.verificationToken;
  return stored.verified ? domain : { ...domain, verification: [challenge(stored)] };
}

/** The TXT record that verifies an unverified domain: in its answers and in verify's refusal. */
export function challenge(
  domain: Pick<StoredProjectDomain, "name" | "apexName" | "verificationToken">,
): DomainVerification {
  return {
    type: "TXT",
    domain: `_vercel.${domain.apexName}`,
    value: `vc-domain-verify=${domain.name},${domain.verificationToken}`,
    reason: "pending_domain_verification",
  };
}
