// Keys added to the store outside the program are left alone and listed in `unmanagedKeys`.
import * as vercel from "vercel-pulumi";

const store = new vercel.EdgeConfig("settings", { name: "acme-settings" });

const items = new vercel.EdgeConfigItems("settings-items", {
  edgeConfigId: store.id,
  items: [
    { key: "checkoutEnabled", valueJson: true },
    { key: "supportEmail", value: "support@example.com" },
    { key: "allowedCountries", valueJson: ["US", "CA", "GB"], description: "ISO 3166-1 alpha-2 codes" },
  ],
});

export const unmanagedKeys = items.unmanagedKeys;
