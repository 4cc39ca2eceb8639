import * as vercel from "vercel-pulumi";

// A drain endpoint must answer this code in its `x-vercel-verify` header before a drain can point at it.
const verification = vercel.getEndpointVerificationOutput({});

export const verificationCode = verification.verificationCode;
