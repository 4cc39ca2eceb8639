// A DNS zone kept in code: an account domain and the records a site and its mail need.
// Settings come from stack config (`vercel:apiToken` as a secret, `vercel:team`, `vercel:apiUrl`)
// or from VERCEL_API_TOKEN / VERCEL_TEAM / VERCEL_API_URL; the domain from `domain` (Pulumi.yaml).
import * as pulumi from "@pulumi/pulumi";
import * as vercel from "vercel-pulumi";

const domainName = new pulumi.Config().require("domain");

const zone = new vercel.Domain("zone", { name: domainName });

// Every record names the domain through the Domain's output, so they are created after it and
// deleted before it.
const inZone = { domain: zone.name };

const apex = new vercel.DnsRecord("apex", { ...inZone, type: "A", name: "", value: "76.76.21.21" });

const www = new vercel.DnsRecord("www", {
  ...inZone,
  type: "CNAME",
  name: "www",
  value: "cname.vercel-dns.com.",
});

const mail = new vercel.DnsRecord("mail", {
  ...inZone,
  type: "MX",
  name: "",
  value: "mail.example.net",
  mxPriority: 10,
  ttl: 3600,
});

const spf = new vercel.DnsRecord("spf", {
  ...inZone,
  type: "TXT",
  name: "",
  value: "v=spf1 include:_spf.example.net -all",
  comment: "who may send mail for the domain",
});

const sip = new vercel.DnsRecord("sip", {
  ...inZone,
  type: "SRV",
  name: "_sip._tcp",
  srv: { priority: 10, weight: 5, port: 5060, target: "sip.example.net" },
});

// Asked once the apex record exists: does the domain reach the platform now?
const config = pulumi.all([zone.name, apex.id]).apply(([domain]) => vercel.getDomainConfig({ domain }));

export const domain = zone.name;
export const intendedNameservers = zone.intendedNameservers;
export const recordIds = pulumi.all({
  apex: apex.id,
  www: www.id,
  mail: mail.id,
  spf: spf.id,
  sip: sip.id,
});
export const misconfigured = config.misconfigured;
export const configuredBy = config.configuredBy;
