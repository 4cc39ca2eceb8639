import * as pulumi from "@pulumi/pulumi";
import * as vercel from "vercel-pulumi";

const config = new pulumi.Config();
const logo = vercel.getBlobObjectOutput({
  storeId: config.require("blobStoreId"),
  pathname: "brand/logo.svg",
});

export const logoUrl = logo.url;
export const logoContentType = logo.contentType;
export const logoSize = logo.size;
