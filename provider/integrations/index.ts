// Helpers for integration authors (no Pulumi): the OAuth code exchange and webhook signatures.
export { exchangeOAuthCode, type ExchangeOAuthCodeArgs, type OAuthInstallation } from "./oauth";
export { verifyWebhookSignature, type VerifyWebhookSignatureArgs } from "./webhook-signature";
