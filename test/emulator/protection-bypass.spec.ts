// A project's automation bypasses (PATCH /v1/projects/{idOrName}/protection-bypass): the platform's
// rules on secrets, notes and the one env-var default, over plain HTTP.
import { expect } from "chai";
import { useEmulator } from "../support/emulator";

type Bypasses = Record<string, { scope: string; isEnvVar?: boolean; note?: string; createdBy: string }>;

describe("emulator project protection bypass", () => {
  const emulator = useEmulator();
  let projectId: string;

  const call = (body: unknown, version = "v1") =>
    emulator.admin.api<{ protectionBypass: Bypasses; error?: { message: string } }>(
      "PATCH",
      `/${version}/projects/${projectId}/protection-bypass?teamId=${emulator.teamId}`,
      body,
    );
  const A = "a".repeat(32);
  const B = "b".repeat(32);

  beforeEach(async () => {
    const { body } = await emulator.admin.api<{ id: string }>(
      "POST",
      `/v11/projects?teamId=${emulator.teamId}`,
      { name: `bypass-${Math.random().toString(36).slice(2, 8)}` },
    );
    projectId = body.id;
  });

  it("refuses a secret that is not 32 letters and digits, a note over 100 characters, and two changes at once", async () => {
    expect((await call({ generate: { secret: "short" } })).status).to.equal(400);
    expect((await call({ generate: { secret: "x".repeat(31) + "!" } })).status).to.equal(400);
    expect((await call({ generate: { note: "n".repeat(101) } })).status).to.equal(400);
    expect((await call({ generate: {}, revoke: { secret: A, regenerate: false } })).status).to.equal(400);
    expect((await call({})).status).to.equal(400);
  });

  it("refuses a secret twice (409) and changes of a secret it does not hold (404)", async () => {
    expect((await call({ generate: { secret: A } })).status).to.equal(200);
    expect((await call({ generate: { secret: A } })).status).to.equal(409);
    expect((await call({ update: { secret: B, note: "x" } })).status).to.equal(404);
    expect((await call({ revoke: { secret: B, regenerate: false } })).status).to.equal(404);
  });

  it("keeps exactly one env-var default: no demotion, no revoking it while siblings remain", async () => {
    await call({ generate: { secret: A } });
    const { body } = await call({ generate: { secret: B } }, "v10");
    expect(body.protectionBypass[A]?.isEnvVar).to.equal(true);
    expect(body.protectionBypass[B]?.isEnvVar).to.equal(false);
    expect((await call({ update: { secret: A, isEnvVar: false } })).status).to.equal(400);
    expect((await call({ revoke: { secret: A, regenerate: false } })).status).to.equal(400);
    // Promoting B demotes A; then A can go.
    const promoted = await call({ update: { secret: B, isEnvVar: true } });
    expect(promoted.body.protectionBypass[A]?.isEnvVar).to.equal(false);
    const revoked = await call({ revoke: { secret: A, regenerate: false } });
    expect(Object.keys(revoked.body.protectionBypass)).to.deep.equal([B]);
    // The last one may go.
    expect((await call({ revoke: { secret: B, regenerate: false } })).status).to.equal(200);
  });

  it("regenerates a revoked bypass under a new secret with its note and role; an empty note is no note", async () => {
    await call({ generate: { secret: A, note: "ci" } });
    const { body } = await call({ revoke: { secret: A, regenerate: true } });
    const [secret] = Object.keys(body.protectionBypass);
    expect(secret)
      .to.match(/^[a-zA-Z0-9]{32}$/)
      .and.not.equal(A);
    expect(body.protectionBypass[secret!]).to.include({
      note: "ci",
      isEnvVar: true,
      scope: "automation-bypass",
    });
    const cleared = await call({ update: { secret, note: "" } });
    expect(cleared.body.protectionBypass[secret!]).to.not.have.property("note");
  });
});
