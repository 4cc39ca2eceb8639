import * as vercel from "vercel-pulumi";

const assets = new vercel.BlobStore("assets", { name: "acme-assets", access: "public" });

// Read at preview: a changed file is uploaded again on the next `up`.
const logo = new vercel.BlobObject("logo", {
  storeId: assets.id,
  pathname: "brand/logo.svg",
  source: "./assets/logo.svg",
  contentType: "image/svg+xml",
  cacheControlMaxAge: 86400,
});

export const logoUrl = logo.url;
