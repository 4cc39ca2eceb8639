import * as vercel from "vercel-pulumi";

const domain = new vercel.Domain("example-com", { name: "example.com", zone: true });

const api = new vercel.DnsRecord("api", {
  domain: domain.name,
  name: "api",
  type: "A",
  value: "203.0.113.10",
  ttl: 300,
  comment: "API load balancer",
});

new vercel.DnsRecord("mail", {
  domain: domain.name,
  name: "",
  type: "MX",
  value: "mx1.mail.example.net",
  mxPriority: 10,
});

export const apiRecordId = api.id;
