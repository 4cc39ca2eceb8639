import { expect } from "chai";
import { expandPath } from "../../provider/client/path";

describe("expandPath", () => {
  it("encodes every parameter so an id cannot change the route", () => {
    expect(expandPath("/v9/projects/{idOrName}", { idOrName: "a/../b?x" })).to.equal(
      "/v9/projects/a%2F..%2Fb%3Fx",
    );
  });

  it("refuses a missing or empty parameter, naming it", () => {
    expect(() => expandPath("/v9/projects/{idOrName}", {})).to.throw(/\{idOrName\}/);
    expect(() => expandPath("/v9/projects/{idOrName}", { idOrName: "" })).to.throw(/\{idOrName\}/);
  });
});
