import * as vercel from "vercel-pulumi";

const shell = new vercel.Project("shell", { name: "acme-shell", framework: "nextjs" });

const storefront = new vercel.MicrofrontendGroup("storefront", {
  name: "acme-storefront",
  defaultApp: { projectId: shell.id, defaultRoute: "/" },
});

export const groupId = storefront.id;
export const groupSlug = storefront.slug;
