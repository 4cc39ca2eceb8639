// The domains family: Domain, DnsRecord and getDomainConfig.
import { defineFamily } from "../kit/manifest";
import { DnsApi } from "./dns-api";
import { dnsRecordDefinition } from "./dns-record";
import { domainDefinition } from "./domain";
import { DomainsApi } from "./domains-api";
import { dnsRecords, domains } from "./inventory";
import { getDomainConfigFunction } from "./lookups";
import { domainsSection } from "./team-file";

export const domainsFamily = defineFamily({
  name: "domains",
  resources: { Domain: domainDefinition, DnsRecord: dnsRecordDefinition },
  functions: { getDomainConfig: getDomainConfigFunction },
  client: { domains: (http) => new DomainsApi(http), dns: (http) => new DnsApi(http) },
  inventory: [domains, dnsRecords],
  teamFile: { sections: [domainsSection] },
});
