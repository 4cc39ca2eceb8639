// getDomainConfig: how a domain (or any hostname) points at the platform, as
// GET /v6/domains/{domain}/config answers it. pulumiverse's getDomainConfig returns the
// recommended CNAME and IPv4 addresses; the platform's misconfiguration verdict comes too.
import { z } from "zod";
import { DomainName, canonicalHostname } from "../../../schema/domains";
import { defineFunction } from "../kit/function-definition";

/** The value ranked first (1 is best) among the platform's recommendations. */
function best<T>(ranked: ReadonlyArray<{ rank: number; value: T }>): T | undefined {
  return [...ranked].sort((a, b) => a.rank - b.rank)[0]?.value;
}

export const getDomainConfigFunction = defineFunction({
  name: "getDomainConfig",
  subject: "domain configuration",
  description:
    "How a domain points at the platform: the recommended CNAME and IPv4 addresses, and whether it is misconfigured.",
  labelArg: "domain",
  args: z.strictObject({
    domain: DomainName.describe("The domain or subdomain to check, e.g. www.example.com."),
    projectIdOrName: z
      .string()
      .min(1, "must not be empty")
      .optional()
      .describe("The project the domain is meant for: its recommendations may be specific to it."),
  }),
  result: z.object({
    id: z.string().describe("The checked domain, lowercase."),
    domain: z.string().describe("The checked domain, lowercase."),
    projectIdOrName: z.string().optional().describe("The project the check was made for, as given."),
    recommendedCname: z
      .string()
      .describe("The hostname the platform recommends pointing a CNAME record at (its top-ranked choice)."),
    recommendedIpv4s: z
      .array(z.string())
      .describe("The IPv4 addresses the platform recommends pointing A records at (its top-ranked choice)."),
    misconfigured: z.boolean().describe("Whether the domain does not reach the platform yet."),
    configuredBy: z
      .string()
      .optional()
      .describe(
        "How the domain reaches the platform: `A` or `CNAME` (its record), `http` or `dns-01` (a passed challenge); absent when it does not.",
      ),
    acceptedChallenges: z
      .array(z.string())
      .describe("The certificate challenges the domain can pass: `dns-01` and/or `http-01`."),
  }),
  secretResults: [],
  async call(ctx, args) {
    const domain = canonicalHostname(args.domain);
    const config = await ctx.client.domains.config(domain, args.projectIdOrName);
    return {
      id: domain,
      domain,
      ...(args.projectIdOrName !== undefined ? { projectIdOrName: args.projectIdOrName } : {}),
      recommendedCname: best(config.recommendedCNAME) ?? "",
      recommendedIpv4s: best(config.recommendedIPv4) ?? [],
      misconfigured: config.misconfigured,
      ...(config.configuredBy ? { configuredBy: config.configuredBy } : {}),
      acceptedChallenges: config.acceptedChallenges,
    };
  },
});
