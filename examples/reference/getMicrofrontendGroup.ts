import * as pulumi from "@pulumi/pulumi";
import * as vercel from "vercel-pulumi";

const config = new pulumi.Config();
const storefront = vercel.getMicrofrontendGroupOutput({ id: config.require("microfrontendGroupId") });

export const groupSlug = storefront.slug;
// The project that serves every path no other member claims.
export const defaultAppProjectId = storefront.defaultApp.projectId;
