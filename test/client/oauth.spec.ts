// exchangeOAuthCode against hosts that are not the platform: a page that is not the API, and a
// port nobody listens on. The message names the host and what went wrong, never the secret or code.
import { expect } from "chai";
import { exchangeOAuthCode } from "../../provider/integrations";
import { startNotFoundPageServer } from "../support/foreign-server";
import { rejection } from "../support/rejection";

const args = {
  clientId: "oac_client",
  clientSecret: "client-secret-value",
  code: "one-time-code-value",
  redirectUri: "https://integration.example/callback",
};

describe("exchangeOAuthCode", () => {
  it("names the host and status of an answer that is not the platform's, without the secret or code", async () => {
    const foreign = await startNotFoundPageServer();
    try {
      const error = await rejection(exchangeOAuthCode({ ...args, apiUrl: foreign.url }));
      expect(error.message).to.include(`${foreign.url} refused the code with 404`);
      expect(foreign.requests).to.deep.equal(["POST /v2/oauth/access_token"]);
      expect(error.message).not.to.include(args.clientSecret).and.not.include(args.code);
    } finally {
      await foreign.close();
    }
  });

  it("says it could not reach a host nobody listens on", async () => {
    const foreign = await startNotFoundPageServer();
    await foreign.close(); // the port is free now
    const error = await rejection(exchangeOAuthCode({ ...args, apiUrl: foreign.url }));
    expect(error.message).to.match(new RegExp(`^exchangeOAuthCode: could not reach ${foreign.url}: `));
    expect(error.message).not.to.include(args.clientSecret);
  });

  it("refuses a malformed API URL before any call", async () => {
    const error = await rejection(exchangeOAuthCode({ ...args, apiUrl: "ftp://example" }));
    expect(error.message).to.equal('exchangeOAuthCode: "apiUrl" must be an http(s) URL');
  });
});
