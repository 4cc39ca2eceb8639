// Compile-time rules of RequestOptions: `tsc` fails this file if a rule stops holding.
import { expect } from "chai";
import { z } from "zod";
import type { HttpClient } from "../../provider/client/http";

const response = z.unknown();

/** Never called: each call only has to type-check, or (marked) fail to. */
function typeRules(http: HttpClient): void {
  void http.request({ method: "GET", path: "/v1/a", response });
  void http.request({ method: "POST", idempotent: false, path: "/v1/a", response });
  void http.request({ method: "PUT", idempotent: true, path: "/v1/a", response });
  // @ts-expect-error every method but GET must say whether it is idempotent
  void http.request({ method: "POST", path: "/v1/a", response });
  // @ts-expect-error PATCH too
  void http.request({ method: "PATCH", path: "/v1/a", response });
  // @ts-expect-error DELETE too
  void http.request({ method: "DELETE", path: "/v1/a", response });
  // @ts-expect-error a GET is always idempotent
  void http.request({ method: "GET", idempotent: false, path: "/v1/a", response });
  // A create may use any method but GET, and needs a lookup.
  void http.create({ method: "PUT", path: "/v1/a", response, lookup: async () => undefined });
  // @ts-expect-error a create without a lookup could only be retried blindly
  void http.create({ method: "POST", path: "/v1/a", response });
}

describe("request options", () => {
  it("make idempotency a required decision of every call but GET (checked by tsc)", () => {
    expect(typeRules).to.be.a("function");
  });
});
