import * as vercel from "vercel-pulumi";

const config = vercel.getDomainConfigOutput({
  domain: "www.example.com",
  projectIdOrName: "acme-web",
});

export const misconfigured = config.misconfigured;
export const cnameTarget = config.recommendedCname;
export const aRecordTargets = config.recommendedIpv4s;
