import * as pulumi from "@pulumi/pulumi";
import * as vercel from "vercel-pulumi";

// Invokes also run during `pulumi preview`: purge only on `pulumi up`.
const web = vercel.getProjectOutput({ name: "acme-web" });

export const purgedTags = pulumi.runtime.isDryRun()
  ? []
  : vercel.purgeEdgeCacheOutput({
      projectId: web.id,
      tags: ["product-catalog", "pricing"],
      target: "production",
    }).purged;
