// Domain: an apex domain of the account. POST /v7/domains, GET /v5/domains/{domain},
// PATCH /v3/domains/{domain}, DELETE /v6/domains/{domain}. The Terraform provider has no such
// resource yet (PR #531 keys it by name and updates the zone in place); the id is the name,
// which every call takes, so `[team/]example.com` imports it.
import { z } from "zod";
import { DomainName, EchMode, canonicalHostname, type Domain as ApiDomain } from "../../../schema/domains";
import { defineResource, PartiallyCreatedError } from "../kit/definition";

const DomainInputs = z.strictObject({
  name: DomainName.describe(
    "The apex domain, e.g. example.com, in any case (the platform keeps it lowercase). Changing it replaces the domain.",
  ),
  zone: z
    .boolean()
    .optional()
    .describe(
      "Whether the platform hosts the domain's DNS zone, which holds its DnsRecords; the platform's choice when omitted.",
    ),
  echMode: EchMode.optional().describe(
    "Encrypted Client Hello for the domain's TLS connections: `auto` (the platform decides), `enabled` or `disabled`; the platform's choice when omitted.",
  ),
});
export type DomainInputs = z.infer<typeof DomainInputs>;

export const DomainOutputs = DomainInputs.extend({
  // Responses may carry modes newer than this client's list.
  echMode: z.string().optional(),
  verified: z.boolean().describe("Whether the account's ownership of the domain is verified."),
  serviceType: z
    .string()
    .describe(
      "Who serves the domain's DNS: `zeit.world` (the platform's name servers), `external` (other name servers) or `na` (not known).",
    ),
  nameservers: z.array(z.string()).describe("The name servers the domain is delegated to now."),
  intendedNameservers: z
    .array(z.string())
    .describe("The platform's name servers: delegate the domain to them for its zone to be served."),
  customNameservers: z
    .array(z.string())
    .describe("Name servers set for the domain in place of the platform's; empty when none."),
  cdnEnabled: z
    .boolean()
    .optional()
    .describe("Whether the platform's CDN serves the domain, as set when it was added."),
  createdAt: z.number().describe("When the domain was added to the account, in epoch milliseconds."),
  expiresAt: z
    .number()
    .optional()
    .describe(
      "When the domain's registration expires, in epoch milliseconds; only for a domain registered through the platform.",
    ),
  boughtAt: z
    .number()
    .optional()
    .describe(
      "When the domain was bought through the platform, in epoch milliseconds; absent for a domain registered elsewhere.",
    ),
});
export type DomainOutputs = z.infer<typeof DomainOutputs>;

export function toOutputs(domain: ApiDomain): DomainOutputs {
  return {
    name: domain.name,
    ...(domain.zone !== undefined ? { zone: domain.zone } : {}),
    ...(domain.echMode !== undefined ? { echMode: domain.echMode } : {}),
    verified: domain.verified,
    serviceType: domain.serviceType,
    nameservers: domain.nameservers,
    intendedNameservers: domain.intendedNameservers,
    customNameservers: domain.customNameservers ?? [],
    ...(domain.cdnEnabled !== undefined ? { cdnEnabled: domain.cdnEnabled } : {}),
    createdAt: domain.createdAt,
    ...(domain.expiresAt !== null ? { expiresAt: domain.expiresAt } : {}),
    ...(domain.boughtAt !== null ? { boughtAt: domain.boughtAt } : {}),
  };
}

/** The field normaliser of hostnames: they compare without case or the root's trailing dot. */
export const hostname = (value: unknown) => (typeof value === "string" ? canonicalHostname(value) : value);

export const domainDefinition = defineResource<DomainInputs, DomainOutputs>({
  name: "Domain",
  description:
    "A domain of the account (a team or personal account), for its projects to use; when the platform serves its DNS zone, `DnsRecord` manages its records. The Terraform provider has no such resource yet.",
  inputs: DomainInputs,
  outputs: DomainOutputs,
  fields: {
    name: { replaceOnChange: true, normalize: hostname },
    zone: { computed: true },
    echMode: { computed: true },
  },
  // One account holds a domain once: the replacement must remove it before adding the new name.
  deleteBeforeReplace: true,
  secretOutputs: [],
  importId: { segments: ["domain"], toId: ([domain]) => canonicalHostname(domain ?? "") },
  adopt: {
    key: "name",
    async find(ctx, inputs) {
      const domain = await ctx.client.domains.find(canonicalHostname(inputs.name));
      return domain && { id: domain.name, outputs: toOutputs(domain) };
    },
  },

  async create(ctx, inputs) {
    const name = canonicalHostname(inputs.name);
    let domain = await ctx.client.domains.create({
      name,
      ...(inputs.zone !== undefined ? { zone: inputs.zone } : {}),
    });
    // echMode is not an add field: set it right after, and keep the domain in state if that fails.
    if (inputs.echMode !== undefined && inputs.echMode !== domain.echMode) {
      try {
        domain = await ctx.client.domains.update(name, { echMode: inputs.echMode });
      } catch (error) {
        throw new PartiallyCreatedError({ id: domain.name, outputs: toOutputs(domain) }, error);
      }
    }
    return { id: domain.name, outputs: toOutputs(domain) };
  },

  async read(ctx, id) {
    return toOutputs(await ctx.client.domains.get(id));
  },

  async update(ctx, id, olds, news, changes) {
    // Both are computed: omitted means "keep", so only a set value is sent.
    const patch = {
      ...(changes.has("zone") && news.zone !== undefined ? { zone: news.zone } : {}),
      ...(changes.has("echMode") && news.echMode !== undefined ? { echMode: news.echMode } : {}),
    };
    return Object.keys(patch).length ? toOutputs(await ctx.client.domains.update(id, patch)) : olds;
  },

  async delete(ctx, id) {
    await ctx.client.domains.delete(id);
  },
});
