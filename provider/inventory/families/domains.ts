// The team's domains and their DNS records.
import { collect } from "../../client/paginate";
import type { Family } from "../types";

export const domains: Family = {
  async list(client) {
    const all = await collect(client.domains.list());
    return all.map((domain) => ({ type: "Domain", importId: domain.name, label: domain.name }));
  },
};

export const dnsRecords: Family = {
  parent: "Domain",
  async list(client, domain) {
    const all = await collect(client.dns.list(domain));
    return all.map((record) => ({
      type: "DnsRecord",
      importId: record.id,
      label: `${record.type} ${record.name ? `${record.name}.` : ""}${domain}`,
    }));
  },
};
