// Account domains and their DNS records: Domain, DnsRecord and getDomainConfig.
import { bindResource } from "../dynamic/resource";
import { getDomainConfigFunction } from "../families/domains/lookups";
import { bindFunction } from "../functions/invoke";
import {
  dnsRecordDefinition,
  type DnsRecordInputs,
  type DnsRecordOutputs,
} from "../families/domains/dns-record";
import { domainDefinition, type DomainInputs, type DomainOutputs } from "../families/domains/domain";

export const Domain = bindResource<DomainInputs, DomainOutputs>(domainDefinition);
export type Domain = InstanceType<typeof Domain>;
/** What `new Domain(name, args)` takes. */
export type DomainArgs = ConstructorParameters<typeof Domain>[1];

export const DnsRecord = bindResource<DnsRecordInputs, DnsRecordOutputs>(dnsRecordDefinition);
export type DnsRecord = InstanceType<typeof DnsRecord>;
/** What `new DnsRecord(name, args)` takes. */
export type DnsRecordArgs = ConstructorParameters<typeof DnsRecord>[1];

const domainConfig = bindFunction(getDomainConfigFunction);
/** How a domain points at the platform: recommended CNAME and IPv4s, and whether it is misconfigured. */
export const getDomainConfig = domainConfig.direct;
export const getDomainConfigOutput = domainConfig.output;
