import * as vercel from "vercel-pulumi";

const store = new vercel.EdgeConfig("settings", { name: "acme-settings" });

const banner = new vercel.EdgeConfigItem("banner", {
  edgeConfigId: store.id,
  key: "banner",
  valueJson: { enabled: true, message: "Scheduled maintenance on Sunday, 02:00 UTC" },
  description: "The site-wide banner",
});

export const itemId = banner.id;
