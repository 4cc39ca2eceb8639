// The TLDs the emulator's registrar sells, and what each costs and asks for. The figures are the
// emulator's own, in US dollars a year (inferred): one price for purchase, renewal and transfer, times
// the years. A TLD outside this table answers 400 `tld_not_supported`, as the platform does.
import { canonicalHostname, isDomainName } from "../../../schema/domains";
import { ApiError, badRequest } from "../../errors";

interface TldTerms {
  readonly yearlyUsd: number;
  /** Language codes an internationalised (punycode) name under the TLD may be registered in. */
  readonly languages: Readonly<Record<string, string>>;
  /** The fields the TLD requires in `contactInformation.additional` (a JSON Schema's properties). */
  readonly additional: Readonly<
    Record<string, { readonly type: "string"; readonly enum?: readonly string[] }>
  >;
}

const LATIN_LANGUAGES = { de: "German", es: "Spanish", fr: "French" } as const;

const TLDS: Readonly<Record<string, TldTerms>> = {
  com: { yearlyUsd: 10, languages: LATIN_LANGUAGES, additional: {} },
  net: { yearlyUsd: 12, languages: LATIN_LANGUAGES, additional: {} },
  org: { yearlyUsd: 10, languages: {}, additional: {} },
  dev: { yearlyUsd: 15, languages: {}, additional: {} },
  app: { yearlyUsd: 15, languages: {}, additional: {} },
  io: { yearlyUsd: 40, languages: {}, additional: {} },
  // The US registry's nexus rule: a registrant says how it is tied to the United States.
  us: {
    yearlyUsd: 9,
    languages: {},
    additional: {
      usNexusCategory: { type: "string", enum: ["C11", "C12", "C21", "C31", "C32"] },
      usAppPurpose: { type: "string", enum: ["P1", "P2", "P3", "P4", "P5"] },
    },
  },
};

export const SUPPORTED_TLDS: readonly string[] = Object.keys(TLDS);

export function tldTerms(tld: string): TldTerms {
  const terms = TLDS[tld.toLowerCase()];
  if (!terms) throw new ApiError(400, "tld_not_supported", `The TLD ".${tld}" is not supported`);
  return terms;
}

/** What `years` of the TLD cost, the same for purchase, renewal and transfer. */
export function priceOf(tld: string, years: number): number {
  return tldTerms(tld).yearlyUsd * years;
}

/**
 * A registrable name (one label under a TLD the registrar sells) in its canonical form, with its
 * TLD. The emulator knows no public suffix list, so `example.co.uk` is a subdomain of `co.uk` here.
 */
export function registrable(domain: string): { name: string; tld: string } {
  const name = canonicalHostname(domain);
  const labels = name.split(".");
  if (!isDomainName(name) || labels.length !== 2) {
    throw badRequest(`Invalid request: "${domain}" is not a registrable domain name`);
  }
  const tld = labels[1] ?? "";
  tldTerms(tld);
  return { name, tld };
}

/** The TLD's JSON Schema of `contactInformation.additional` (GET .../contact-info/schema). */
export function contactInfoSchema(tld: string): Record<string, unknown> {
  const { additional } = tldTerms(tld);
  return {
    type: "object",
    properties: additional,
    required: Object.keys(additional),
    additionalProperties: false,
  };
}

/** Refuses an order whose contact lacks (or misstates) the TLD's own fields. */
export function checkAdditionalContact(tld: string, given: Readonly<Record<string, unknown>> = {}): void {
  const { additional } = tldTerms(tld);
  const missing = Object.keys(additional).filter((key) => given[key] === undefined);
  if (missing.length > 0) {
    throw new ApiError(
      400,
      "additional_contact_info_required",
      `The TLD ".${tld}" requires contactInformation.additional.${missing.join(", ")}`,
    );
  }
  for (const [key, rule] of Object.entries(additional)) {
    const value = given[key];
    if (typeof value !== "string" || (rule.enum && !rule.enum.includes(value))) {
      throw new ApiError(
        400,
        "invalid_additional_contact_info",
        `contactInformation.additional.${key} must be one of ${(rule.enum ?? []).join(", ")}`,
      );
    }
  }
}

/** An internationalised name needs a language the TLD supports (the platform's language_code_required). */
export function checkLanguage(name: string, tld: string, languageCode: string | undefined): void {
  if (!name.startsWith("xn--")) return;
  const { languages } = tldTerms(tld);
  if (languageCode === undefined) {
    throw new ApiError(
      400,
      "language_code_required",
      `"${name}" is internationalised: give its languageCode`,
    );
  }
  if (!(languageCode in languages)) {
    throw badRequest(
      `Invalid request: languageCode "${languageCode}" is not supported by ".${tld}" (${Object.keys(languages).join(", ") || "none"})`,
    );
  }
}
