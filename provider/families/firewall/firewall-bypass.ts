// FirewallBypass: a system bypass rule (a source IP or CIDR let past the platform's mitigations on
// one production domain of a project, or on all of them with domain "*"), as pulumiverse's and the
// Terraform provider's. Its id is the platform's, `<projectId>#<domain>#<ip>`; the import id is
// Terraform's, `[team/]<projectId>#<domain>#<ip>` or `[team/]<projectId>#<ip>` for all domains.
// The platform keeps one rule per project, domain and source and overwrites on a second add, so
// create refuses a rule that exists (adopt takes it) and a changed key is delete-then-create.
import { z } from "zod";
import { IpOrCidr } from "../../../schema/ip";
import { BYPASS_NOTE_MAX, type BypassRule } from "../../../schema/firewall-bypass";
import type { FieldMap } from "../../reconcile/fields";
import { AlreadyExistsError, defineResource, type ResourceContext } from "../kit/definition";
import { ALL_DOMAINS, type BypassKey } from "./security-api";

/** A hostname (letters, digits, hyphens, dots), or `*` for all the project's domains. */
const HOSTNAME =
  /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;

const FirewallBypassInputs = z.strictObject({
  projectId: z
    .string()
    .min(1, "must not be empty")
    .describe("The id of the project the rule belongs to. Changing it replaces the rule."),
  domain: z
    .string()
    .refine(
      (domain) => domain === ALL_DOMAINS || HOSTNAME.test(domain),
      'must be a hostname, or "*" for all domains',
    )
    .describe(
      "The project's production domain the rule applies to, or `*` for all of them. Changing it replaces the rule.",
    ),
  sourceIp: IpOrCidr.describe(
    "The IPv4 or IPv6 address, or CIDR range, let past the platform's system mitigations. Changing it replaces the rule.",
  ),
  note: z
    .string()
    .max(BYPASS_NOTE_MAX, `must be at most ${BYPASS_NOTE_MAX} characters`)
    .optional()
    .describe("A note on why the address is let through, at most 500 characters."),
});
export type FirewallBypassInputs = z.infer<typeof FirewallBypassInputs>;

export const FirewallBypassOutputs = FirewallBypassInputs;
export type FirewallBypassOutputs = FirewallBypassInputs;

const lower = (value: unknown) => (typeof value === "string" ? value.toLowerCase() : value);

const FIELDS: FieldMap = {
  projectId: { replaceOnChange: true },
  domain: { replaceOnChange: true, normalize: lower },
  sourceIp: { replaceOnChange: true, normalize: lower },
  // The platform answers "" for a rule without a note (Terraform's #554: "" against null).
  note: { default: "" },
};

/** The platform's id's parts: `prj#domain#ip`, or Terraform's `prj#ip` for all domains. */
export function splitBypassId(
  text: string,
): readonly [projectId: string, domain: string, ip: string] | undefined {
  const parts = text.split("#");
  if (parts.some((part) => part.trim() === "")) return undefined;
  if (parts.length === 2) return [parts[0]!, ALL_DOMAINS, parts[1]!];
  if (parts.length === 3) return [parts[0]!, parts[1]!, parts[2]!];
  return undefined;
}

const keyOf = (inputs: FirewallBypassInputs): BypassKey => ({
  domain: inputs.domain.toLowerCase(),
  sourceIp: inputs.sourceIp,
});

function toOutputs(rule: BypassRule, projectId: string): FirewallBypassOutputs {
  return {
    projectId,
    domain: rule.IsProjectRule ? ALL_DOMAINS : rule.Domain,
    sourceIp: rule.Ip,
    ...(rule.Note ? { note: rule.Note } : {}),
  };
}

async function find(ctx: ResourceContext, inputs: FirewallBypassInputs) {
  const rule = await ctx.client.security.bypassRule(inputs.projectId, keyOf(inputs));
  return rule && { id: rule.Id, outputs: toOutputs(rule, inputs.projectId) };
}

export const firewallBypassDefinition = defineResource<FirewallBypassInputs, FirewallBypassOutputs>({
  name: "FirewallBypass",
  description:
    "A firewall bypass rule: lets an IP address or CIDR range past the platform's mitigations on one production domain of a project, or on all of them.",
  inputs: FirewallBypassInputs,
  outputs: FirewallBypassOutputs,
  fields: FIELDS,
  secretOutputs: [],
  deleteBeforeReplace: true,
  adopt: { key: "projectId, domain and sourceIp", find },
  importId: {
    segments: ["projectId#domain#sourceIp"],
    split: (text) => splitBypassId(text),
    toId: ([projectId, domain, ip]) => `${projectId}#${domain}#${ip}`,
  },

  async create(ctx, inputs) {
    if (await find(ctx, inputs)) {
      throw new AlreadyExistsError(
        `a bypass rule for ${inputs.sourceIp} on ${inputs.domain} already exists in project ${inputs.projectId}`,
      );
    }
    const id = await ctx.client.security.addBypass(inputs.projectId, keyOf(inputs), inputs.note);
    return { id, outputs: inputs };
  },

  async read(ctx, id, state) {
    const [projectId, domain, sourceIp] = splitBypassId(id) ?? [];
    if (!projectId || !domain || !sourceIp)
      throw new Error(`FirewallBypass id "${id}" is not <projectId>#<domain>#<ip>`);
    const rule = await ctx.client.security.bypassRule(projectId, { domain, sourceIp });
    if (!rule) throw ctx.client.http.missing("/v1/security/firewall/bypass", `Bypass rule not found: ${id}`);
    // The program may name the project by the id the platform answers: keep its spelling.
    return toOutputs(rule, state?.projectId ?? projectId);
  },

  async update(ctx, _id, _olds, news) {
    // Only the note changes in place: adding the rule again sets it.
    await ctx.client.security.addBypass(news.projectId, keyOf(news), news.note ?? "");
    return news;
  },

  async delete(ctx, id) {
    const [projectId, domain, sourceIp] = splitBypassId(id) ?? [];
    if (!projectId || !domain || !sourceIp) return;
    await ctx.client.security.removeBypass(projectId, { domain, sourceIp });
  },
});
