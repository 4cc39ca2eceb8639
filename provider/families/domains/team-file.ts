// The team file's `domains`: account domains, each with its DNS `records`.
import { z } from "zod";
import { fieldsOf, without } from "../../team-file/entries";
import { Reference } from "../../team-file/planner";
import { topSection } from "../../team-file/sections";
import { dnsRecordDefinition } from "./dns-record";
import { domainDefinition } from "./domain";

export const DnsRecordEntry = fieldsOf(dnsRecordDefinition).omit(without("domain"));

export const DomainEntry = fieldsOf(domainDefinition).extend({
  records: z.array(DnsRecordEntry).optional().describe("The domain's DNS records"),
});

export const domainsSection = topSection({
  key: "domains",
  // A project's domain under one of these waits for it.
  declares: ["domain"],
  schema: () => z.array(DomainEntry).optional(),
  plan(domains: z.infer<typeof DomainEntry>[], planner) {
    domains.forEach((domain, d) => {
      const at = ["domains", d];
      const { records, ...args } = domain;
      const ref = planner.add({ type: "Domain", id: domain.name, at, args }, [...at, "name"]);
      if (!ref) return;
      planner.names("domain").set(domain.name.toLowerCase(), ref.key);
      const taken = new Map<string, number>();
      records?.forEach((record, r) => {
        const base = `${domain.name}/${record.type}/${record.name || "@"}`;
        const count = (taken.get(base) ?? 0) + 1;
        taken.set(base, count);
        planner.add({
          type: "DnsRecord",
          id: count === 1 ? base : `${base}/${count}`,
          at: [...at, "records", r],
          args: { ...record, domain: new Reference(ref.key, "name", domain.name) },
        });
      });
    });
  },
});
