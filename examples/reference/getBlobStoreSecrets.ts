import * as pulumi from "@pulumi/pulumi";
import * as vercel from "vercel-pulumi";

const config = new pulumi.Config();
const secrets = vercel.getBlobStoreSecretsOutput({ storeId: config.require("blobStoreId") });
const worker = vercel.getProjectOutput({ name: "acme-worker" });

// Gives a project that is not connected to the store its token; the value stays secret.
new vercel.ProjectEnvironmentVariable("blob-token", {
  projectId: worker.id,
  key: "BLOB_READ_WRITE_TOKEN",
  value: secrets.readWriteToken,
  targets: ["production"],
});

export const storeId = secrets.storeId;
