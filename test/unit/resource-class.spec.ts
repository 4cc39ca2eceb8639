// The resource classes' constructors, outside an engine run (the SDK then registers nothing).
import { expect } from "chai";
import { Project } from "../../provider";

describe("resource classes", () => {
  const limit = Error.stackTraceLimit;
  afterEach(() => {
    Error.stackTraceLimit = limit;
  });

  // Construction turns the SDK's per-property stack traces off for its own call only: the
  // program's errors keep their stacks afterwards, whether the SDK accepted the resource or not.
  it("leave Error.stackTraceLimit as the program had it, after a construction and after a refused one", () => {
    Error.stackTraceLimit = 17;
    new Project("kept", { name: "kept" });
    expect(Error.stackTraceLimit).to.equal(17);
    let refused: Error | undefined;
    try {
      new Project("refused", { name: "refused" }, { parent: {} as never });
    } catch (error) {
      refused = error as Error;
    }
    expect(refused?.message).to.match(/^Resource parent is not a valid Resource/);
    // Its stack leads to the program's line, here this spec.
    expect(refused?.stack).to.include("resource-class.spec");
    expect(Error.stackTraceLimit).to.equal(17);
    expect(new Error("after").stack?.split("\n").length).to.be.greaterThan(1);
  });
});
