import { expect } from "chai";
import { errors } from "undici";
import { classifyNetworkError } from "../../provider/client/network-errors";

function systemError(code: string, syscall: string): Error {
  return Object.assign(new Error(`${syscall} ${code}`), { code, syscall });
}

describe("network error classification", () => {
  it("knows a request surely was not sent when the connection never opened", () => {
    for (const error of [
      new errors.ConnectTimeoutError(),
      systemError("ECONNREFUSED", "connect"),
      systemError("ENOTFOUND", "getaddrinfo"),
      systemError("EAI_AGAIN", "getaddrinfo"),
    ]) {
      expect(classifyNetworkError(error), String(error)).to.include({ notSent: true });
    }
  });

  it("treats every failure after the connection opened as ambiguous", () => {
    for (const error of [
      new errors.HeadersTimeoutError(),
      new errors.BodyTimeoutError(),
      new errors.SocketError("other side closed"),
      new errors.RequestAbortedError(),
      systemError("ECONNRESET", "read"),
      systemError("EPIPE", "write"),
    ]) {
      expect(classifyNetworkError(error), String(error)).to.include({ notSent: false });
    }
  });

  it("keeps undici's error codes", () => {
    expect(classifyNetworkError(new errors.HeadersTimeoutError())).to.include({
      code: "UND_ERR_HEADERS_TIMEOUT",
    });
    expect(classifyNetworkError(new errors.ConnectTimeoutError())).to.include({
      code: "UND_ERR_CONNECT_TIMEOUT",
    });
  });

  it("does not mistake a bug for a network failure", () => {
    expect(classifyNetworkError(new TypeError("x is not a function"))).to.equal(undefined);
    expect(classifyNetworkError("a string")).to.equal(undefined);
  });
});
