import { expect } from "chai";
import { backoffDelayMs, retryAfterMs, retryDelayMs } from "../../provider/client/retry";

const policy = { maxRetries: 4, baseDelayMs: 100, maxDelayMs: 1000 };

describe("retry timing", () => {
  it("grows the backoff ceiling exponentially up to the cap", () => {
    const atCeiling = () => 0.999999;
    expect(backoffDelayMs(policy, 0, atCeiling)).to.equal(99);
    expect(backoffDelayMs(policy, 2, atCeiling)).to.equal(399);
    expect(backoffDelayMs(policy, 10, atCeiling)).to.equal(999);
    expect(backoffDelayMs(policy, 3, () => 0)).to.equal(0);
  });

  it("reads Retry-After in seconds, as an HTTP date, and retry-after-ms", () => {
    expect(retryAfterMs(new Headers({ "retry-after": "7" }))).to.equal(7000);
    expect(retryAfterMs(new Headers({ "retry-after-ms": "250" }))).to.equal(250);
    const now = Date.parse("2026-01-01T00:00:00Z");
    expect(retryAfterMs(new Headers({ "retry-after": "Thu, 01 Jan 2026 00:00:03 GMT" }), now)).to.equal(3000);
    expect(retryAfterMs(new Headers({ "retry-after": "soon" }))).to.equal(undefined);
    expect(retryAfterMs(new Headers())).to.equal(undefined);
  });

  it("lets the server's Retry-After win, capped", () => {
    expect(retryDelayMs(policy, 0, new Headers({ "retry-after": "0" }))).to.equal(0);
    expect(retryDelayMs(policy, 0, new Headers({ "retry-after": "60" }))).to.equal(1000);
  });
});
