import * as pulumi from "@pulumi/pulumi";
import * as vercel from "vercel-pulumi";

const config = new pulumi.Config();
const docs = vercel.getProjectOutput({ name: "acme-docs" });
const membership = vercel.getMicrofrontendGroupMembershipOutput({
  microfrontendGroupId: config.require("microfrontendGroupId"),
  projectId: docs.id,
});

export const docsDefaultRoute = membership.defaultRoute;
export const observabilityRoutedToDocs = membership.routeObservabilityToThisProject;
