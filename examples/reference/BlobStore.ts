import * as vercel from "vercel-pulumi";

// Another access or region replaces the store, and its objects with it.
const uploads = new vercel.BlobStore("uploads", {
  name: "acme-uploads",
  access: "private",
  region: "iad1",
});

export const storeId = uploads.id;
export const storeStatus = uploads.status;
