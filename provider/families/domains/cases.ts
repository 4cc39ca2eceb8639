// The domains family's test cases: every suite collects them through test/support/family-cases.
import { Domain, DnsRecord } from "../../index";
import { defineCases } from "../../../test/support/family-cases/define";
import { YAML_TEAM_DOMAIN } from "../../../test/support/family-cases/drift-edit";
import { teamApi } from "../../../test/resources/env-support";

export const cases = defineCases({
  badInput: {
    resources: [
      {
        type: "Domain",
        args: { name: "exa mple.com", zone: "yes" },
        mistakes: [
          { field: "name", rule: "domain name" },
          { field: "zone", rule: "boolean" },
        ],
      },
      {
        type: "DnsRecord",
        args: { domain: "example.com", type: "A", name: "www", value: "not-an-ip", ttl: 5 },
        mistakes: [
          { field: "ttl", rule: "must be 60 to 2147483647 seconds" },
          { field: "value", rule: "must be an IPv4 address for an A record" },
        ],
      },
      {
        type: "DnsRecord",
        args: { domain: "example.com", type: "A", name: "www", value: "999.1.1.1" },
        mistakes: [{ field: "value", rule: "must be an IPv4 address for an A record" }],
      },
      {
        type: "DnsRecord",
        args: { domain: "example.com", type: "AAAA", name: "v6", value: "10.0.0.1" },
        mistakes: [{ field: "value", rule: "must be an IPv6 address for an AAAA record" }],
      },
      {
        type: "DnsRecord",
        args: { domain: "example.com", type: "MX", name: "", value: "mail.example.com" },
        mistakes: [{ field: "mxPriority", rule: "is required for an MX record" }],
      },
      {
        type: "DnsRecord",
        args: { domain: "example.com", type: "PTR", name: "bad name!", value: "x" },
        mistakes: [
          { field: "type", rule: "must be one of" },
          { field: "name", rule: 'must be "" for the apex' },
        ],
      },
    ],
    lookups: [
      {
        fn: "getDomainConfig",
        args: { domain: "not a domain" },
        mistakes: [{ field: "domain", rule: "domain" }],
      },
    ],
  },
  notSecret: [["DnsRecord.value", "DNS data is public: anyone can resolve it"]],
  stack: {
    parents: ({ tag, opts }) => ({
      zone: new Domain(`${tag}-zone`, { name: `${tag}.reliability.dev`, ...opts }),
    }),
    unit({ tag, opts, zone }) {
      new DnsRecord(`${tag}-apex`, { domain: zone.name, type: "A", name: "", value: "76.76.21.21", ...opts });
    },
  },
  driftEdits: [
    {
      resource: "zone",
      edit: (c) => c.domains.update(YAML_TEAM_DOMAIN, { zone: false }).then(() => {}),
      expect: { changed: "zone" },
    },
    {
      resource: "www",
      edit: (c, { stateIds }) =>
        c.dns.update(YAML_TEAM_DOMAIN, stateIds.www!, { value: "elsewhere.example.com." }).then(() => {}),
      expect: { changed: "value" },
    },
  ],
  lookupFixtures: {
    async getDomainConfig(emulator) {
      await teamApi(emulator, "POST", "/v7/domains", { name: "site.example" });
      return {
        args: { domain: "Site.Example" },
        expected: {
          id: "site.example",
          domain: "site.example",
          recommendedCname: "cname.vercel-dns.com.",
          recommendedIpv4s: ["76.76.21.21"],
          misconfigured: true,
          acceptedChallenges: ["dns-01"],
          teamId: emulator.teamId,
        },
        secret: [],
      };
    },
  },
  seedSteps: [
    { name: "domain", type: "Domain", inputs: () => ({ name: "example.com" }) },
    {
      name: "www",
      type: "DnsRecord",
      inputs: () => ({ domain: "example.com", type: "A", name: "www", value: "203.0.113.7", ttl: 300 }),
    },
    {
      name: "mx",
      type: "DnsRecord",
      inputs: () => ({
        domain: "example.com",
        type: "MX",
        name: "",
        value: "mail.example.com",
        mxPriority: 10,
      }),
    },
  ],
});
