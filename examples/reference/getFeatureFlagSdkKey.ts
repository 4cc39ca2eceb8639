import * as pulumi from "@pulumi/pulumi";
import * as vercel from "vercel-pulumi";

const config = new pulumi.Config();
const web = vercel.getProjectOutput({ name: "acme-web" });
// The key's value cannot be read back: the lookup answers its environment, type and a masked form.
const serverKey = vercel.getFeatureFlagSdkKeyOutput({
  projectId: web.id,
  id: config.require("flagsSdkKeyId"),
});

export const sdkKeyEnvironment = serverKey.environment;
export const sdkKeyType = serverKey.type;
