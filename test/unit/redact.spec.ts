import { expect } from "chai";
import { redact, redactErrorInPlace, redactingLogger } from "../../provider/client/redact";

describe("redact", () => {
  it("removes known secrets and credential shapes", () => {
    const token = "tok_abcdefghijklmnop";
    const line = `call failed: Authorization: Bearer ${token} url=/x?token=${token}&a=1 echo ${token}`;
    const out = redact(line, [token]);
    expect(out).not.to.include(token);
    expect(out).to.include("Bearer [REDACTED]");
    expect(out).to.include("a=1");
  });

  it("redacts bearer tokens it was not told about", () => {
    expect(redact("Bearer unknownsecret123", [])).to.equal("Bearer [REDACTED]");
  });

  it("wraps a log sink so nothing unredacted reaches it", () => {
    const lines: string[] = [];
    redactingLogger((line) => lines.push(line), ["s3cr3t-value"])("value=s3cr3t-value");
    expect(lines).to.deep.equal(["value=[REDACTED]"]);
  });
});

describe("redactErrorInPlace", () => {
  it("redacts message, stack and every text field, recursively, keeping the class", () => {
    const secret = "very-secret-value";
    class Failure extends Error {
      readonly extra = { echoed: `got ${secret}`, nested: [{ deeper: secret }], count: 3 };
      readonly apiMessage = `api said ${secret}`;
    }
    const error = redactErrorInPlace(new Failure(`failed with ${secret}`), [secret]);
    expect(error).to.be.instanceOf(Failure);
    expect(error.message).to.equal("failed with [REDACTED]");
    expect(error.stack).not.to.include(secret);
    expect(error.apiMessage).to.equal("api said [REDACTED]");
    expect(error.extra).to.deep.equal({
      echoed: "got [REDACTED]",
      nested: [{ deeper: "[REDACTED]" }],
      count: 3,
    });
  });
});
