// The team's domains and their DNS records.
import { collect } from "../../client/paginate";
import { reader } from "../../inventory/types";

export const domains = reader({
  types: ["Domain"],
  list: (client) => collect(client.domains.list()),
  toListed: (domain) => ({ type: "Domain", importId: domain.name, label: domain.name }),
});

export const dnsRecords = reader({
  types: ["DnsRecord"],
  parent: "Domain",
  list: (client, domain) => collect(client.dns.list(domain)),
  toListed: (record, domain) => ({
    type: "DnsRecord",
    importId: record.id,
    label: `${record.type} ${record.name ? `${record.name}.` : ""}${domain}`,
  }),
});
