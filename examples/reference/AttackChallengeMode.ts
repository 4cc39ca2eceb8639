// On until switched off here; `attackModeActiveUntil` (epoch milliseconds) would end it by itself.
import * as vercel from "vercel-pulumi";

const web = new vercel.Project("web", { name: "acme-web", framework: "nextjs" });

const attackMode = new vercel.AttackChallengeMode("web-attack-mode", {
  projectId: web.id,
  enabled: true,
});

export const attackModeEnabled = attackMode.enabled;
