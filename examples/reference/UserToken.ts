import * as vercel from "vercel-pulumi";

// Made with a team, the token acts for that team only. A fixed expiry: a new one makes a new token.
const ci = new vercel.UserToken("ci", {
  name: "acme ci deploys",
  expiresAt: Date.parse("2027-06-30T00:00:00Z"),
});

// Secret, and answered only at creation: store it in the CI system's secrets.
export const ciToken = ci.token;
export const ciTokenId = ci.tokenId;
