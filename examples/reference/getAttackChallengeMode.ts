import * as vercel from "vercel-pulumi";

const web = vercel.getProjectOutput({ name: "acme-web" });
const challenge = vercel.getAttackChallengeModeOutput({ projectId: web.id });

export const underAttackMode = challenge.enabled;
export const activeUntil = challenge.apply(({ attackModeActiveUntil: until }) =>
  until === undefined ? "no end" : new Date(until).toISOString(),
);
