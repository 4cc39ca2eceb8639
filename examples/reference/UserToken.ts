import * as vercel from "vercel-pulumi";

const ninetyDays = 90 * 24 * 60 * 60 * 1000;

// Made with a team, the token acts for that team only.
const ci = new vercel.UserToken("ci", {
  name: "acme ci deploys",
  expiresAt: Date.now() + ninetyDays,
});

// Secret, and answered only at creation: store it in the CI system's secrets.
export const ciToken = ci.token;
export const ciTokenId = ci.tokenId;
