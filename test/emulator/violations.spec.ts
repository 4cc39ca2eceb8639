// Unserved routes answer with their own code (never `not_found`, which means "the object is gone"),
// and they and invalid answers are recorded as violations that test support turns into failures.
import { expect } from "chai";
import { assertNoViolations, useEmulator } from "../support/emulator";

describe("emulator violations", () => {
  const emulator = useEmulator();

  it("answers an unserved platform route with emulator_unserved_route, logs and records it", async () => {
    emulator.expectViolations();
    const { status, body, headers } = await emulator.admin.api("GET", "/v1/whatever?teamId=x");
    expect(status).to.equal(404);
    expect(headers.get("content-type")).to.match(/^application\/json/);
    expect(body).to.deep.equal({
      error: { code: "emulator_unserved_route", message: "The emulator does not serve GET /v1/whatever" },
    });
    expect(emulator.logs.some((line) => line.includes("does not serve GET /v1/whatever"))).to.equal(true);
    expect(await emulator.admin.violations()).to.deep.equal([
      {
        kind: "unserved-route",
        method: "GET",
        path: "/v1/whatever",
        detail: "The emulator does not serve GET /v1/whatever",
      },
    ]);
  });

  it("answers an unserved admin route the same way", async () => {
    emulator.expectViolations();
    const { status, body } = await emulator.admin.api("POST", "/_emulator/nothing");
    expect(status).to.equal(404);
    expect(body).to.deep.equal({
      error: {
        code: "emulator_unserved_route",
        message: "The emulator does not serve POST /_emulator/nothing",
      },
    });
    expect((await emulator.admin.violations()).map((v) => v.kind)).to.deep.equal(["unserved-route"]);
  });

  it("keeps not_found for a missing object, which is no violation", async () => {
    const { status, body } = await emulator.admin.api("GET", "/v9/projects/ghost");
    expect(status).to.equal(404);
    expect(body).to.deep.equal({ error: { code: "not_found", message: "Project not found" } });
    expect(await emulator.admin.violations()).to.deep.equal([]);
  });

  it("clears violations on reset", async () => {
    await emulator.admin.api("GET", "/v1/whatever");
    expect(await emulator.admin.violations()).to.have.length(1);
    await emulator.admin.reset();
    expect(await emulator.admin.violations()).to.deep.equal([]);
  });

  it("fails a test that left violations behind, naming them", async () => {
    emulator.expectViolations(); // this test checks the after-test check itself
    await emulator.admin.api("DELETE", "/v2/nowhere");
    let failure: unknown;
    try {
      await assertNoViolations(emulator.admin);
    } catch (error) {
      failure = error;
    }
    expect(failure).to.be.instanceOf(Error);
    expect((failure as Error).message).to.include("1 violation(s)");
    expect((failure as Error).message).to.include(
      "unserved-route: The emulator does not serve DELETE /v2/nowhere",
    );
  });
});
