// Delegate the domain to `intendedNameservers` at its registrar for the platform to serve its zone.
import * as vercel from "vercel-pulumi";

const domain = new vercel.Domain("example-com", {
  name: "example.com",
  zone: true,
});

export const nameservers = domain.intendedNameservers;
