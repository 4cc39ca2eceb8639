import * as vercel from "vercel-pulumi";

const flags = new vercel.EdgeConfig("flags", { name: "acme-flags" });

new vercel.EdgeConfigItem("maintenance-mode", {
  edgeConfigId: flags.id,
  key: "maintenanceMode",
  valueJson: false,
});

export const edgeConfigId = flags.id;
export const itemCount = flags.itemCount;
