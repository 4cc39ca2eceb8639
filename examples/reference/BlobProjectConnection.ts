import * as vercel from "vercel-pulumi";

const web = new vercel.Project("web", { name: "acme-web", framework: "nextjs" });
const uploads = new vercel.BlobStore("uploads", { name: "acme-uploads", access: "private" });

// Gives acme-web the variable UPLOADS_BLOB_READ_WRITE_TOKEN in production and preview.
const connection = new vercel.BlobProjectConnection("web-uploads", {
  blobStoreId: uploads.id,
  projectId: web.id,
  environments: ["production", "preview"],
  envVarPrefix: "UPLOADS_",
});

export const tokenVariable = connection.readWriteTokenEnvVarName;
