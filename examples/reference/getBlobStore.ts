import * as pulumi from "@pulumi/pulumi";
import * as vercel from "vercel-pulumi";

const config = new pulumi.Config();
const assets = vercel.getBlobStoreOutput({ id: config.require("blobStoreId") });

export const storeName = assets.name;
export const storeAccess = assets.access;
export const fileCount = assets.fileCount;
export const sizeInBytes = assets.size;
