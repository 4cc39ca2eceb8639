// The team's domains and their DNS records.
import { collect } from "../../client/paginate";
import { family } from "../types";

export const domains = family(
  undefined,
  (client) => collect(client.domains.list()),
  (domain) => ({ type: "Domain", importId: domain.name, label: domain.name }),
);

export const dnsRecords = family(
  "Domain",
  (client, domain) => collect(client.dns.list(domain)),
  (record, domain) => ({
    type: "DnsRecord",
    importId: record.id,
    label: `${record.type} ${record.name ? `${record.name}.` : ""}${domain}`,
  }),
);
