// A static site in code: the project, its domain, a production deployment of a folder, and an
// alias. The
// folder is read at preview, so a changed file shows as a new deployment in the preview, and `up`
// uploads only the files the platform does not have yet. The new deployment is made before the
// old one goes, and takes the domain once READY. Config `siteDir` deploys another folder,
// `buildCommand` sets the deployment's build command.
import * as pulumi from "@pulumi/pulumi";
import { join } from "node:path";
import * as vercel from "vercel-pulumi";

const config = new pulumi.Config();
const siteDir = config.get("siteDir") ?? join(__dirname, "site");
// A build command for this deployment (the files are the site as they are; none is needed).
const buildCommand = config.get("buildCommand");

const project = new vercel.Project("site", { name: "static-site" });

const domain = new vercel.ProjectDomain("www", { projectId: project.id, domain: "www.static-site.example" });

const deployment = new vercel.Deployment(
  "production",
  {
    projectId: project.id,
    directory: siteDir,
    production: true,
    deleteOnDestroy: true,
    ...(buildCommand === undefined ? {} : { projectSettings: { buildCommand } }),
  },
  // The domain first, so the deployment takes it when READY.
  { dependsOn: [domain] },
);

// A name of its own for this deployment; it moves to each new deployment in place.
const alias = new vercel.Alias("demo", { alias: "static-site-demo.vercel.app", deploymentId: deployment.id });

export const projectId = project.id;
export const demoUrl = alias.alias;
export const url = deployment.url;
export const aliases = deployment.aliases;
export const readyState = deployment.readyState;
