// `verification` holds the TXT records to publish while another account holds the domain.
import * as vercel from "vercel-pulumi";

const web = new vercel.Project("web", { name: "acme-web", framework: "nextjs" });

const apex = new vercel.ProjectDomain("apex", {
  projectId: web.id,
  domain: "example.com",
});

const www = new vercel.ProjectDomain("www", {
  projectId: web.id,
  domain: "www.example.com",
  redirect: apex.domain,
  redirectStatusCode: 308,
});

export const redirectsTo = www.redirect;
export const verification = apex.verification;
