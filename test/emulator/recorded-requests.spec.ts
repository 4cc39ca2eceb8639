// Opt-in request recording: what platform requests carried, for checks against the platform's
// request models (test/support/sdk-requests). Admin calls and the Authorization header stay out.
import { expect } from "chai";
import { startEmulator } from "../../emulator";
import { emulatorAdmin, useEmulator } from "../support/emulator";

describe("emulator request recording", () => {
  describe("when started with recordRequests", () => {
    const emulator = useEmulator({ recordRequests: true });

    it("records method, path, raw query, JSON body and user agent of platform calls only", async () => {
      await emulator.admin.seedProjects([{ teamId: emulator.teamId, name: "web" }]);
      const response = await fetch(`${emulator.url}/v9/projects/web?teamId=${emulator.teamId}&x=a%20b`, {
        method: "PATCH",
        headers: {
          authorization: `Bearer ${emulator.token}`,
          "content-type": "application/json",
          "user-agent": "recording-test",
        },
        body: JSON.stringify({ buildCommand: "make" }),
      });
      expect(response.status).to.equal(200);

      const { recording, requests } = await emulator.admin.recordedRequests();
      expect(recording).to.equal(true);
      expect(requests.map(({ seq: _seq, ...rest }) => rest)).to.deep.equal([
        {
          method: "PATCH",
          path: "/v9/projects/web",
          template: "/v9/projects/:idOrName",
          query: `?teamId=${emulator.teamId}&x=a%20b`,
          bodyKind: "json",
          body: { buildCommand: "make" },
          userAgent: "recording-test",
        },
      ]);
      expect(JSON.stringify(requests)).not.to.include(emulator.token);
    });

    it("records unserved and unauthorized calls too, and keeps non-JSON bodies out", async () => {
      emulator.expectViolations();
      await fetch(`${emulator.url}/v1/nowhere`, { headers: { "user-agent": "no-token" } });
      await fetch(`${emulator.url}/v9/projects`, {
        method: "POST",
        headers: { authorization: `Bearer ${emulator.token}`, "content-type": "text/plain" },
        body: "client_secret=hush",
      });
      const { requests } = await emulator.admin.recordedRequests();
      expect(requests.map((r) => [r.method, r.path, r.bodyKind, r.userAgent])).to.deep.equal([
        ["GET", "/v1/nowhere", "none", "no-token"],
        ["POST", "/v9/projects", "other", "node"],
      ]);
      expect(JSON.stringify(requests)).not.to.include("hush");
    });

    it("answers only requests after a cursor, and forgets everything on reset", async () => {
      const call = () => emulator.admin.api("GET", `/v9/projects?teamId=${emulator.teamId}`);
      await call();
      await call();
      const [first, second] = (await emulator.admin.recordedRequests()).requests;
      expect(second!.seq).to.equal(first!.seq + 1);
      expect((await emulator.admin.recordedRequests(first!.seq)).requests).to.deep.equal([second]);
      await emulator.admin.reset();
      expect((await emulator.admin.recordedRequests()).requests).to.deep.equal([]);
    });
  });

  it("records nothing unless asked to", async () => {
    const token = "plain-token";
    const running = await startEmulator({ tokens: [token] });
    try {
      const admin = emulatorAdmin(() => ({ url: running.url, token }));
      await admin.api("GET", "/v9/projects");
      expect(await admin.recordedRequests()).to.deep.equal({ recording: false, requests: [] });
    } finally {
      await running.close();
    }
  });
});
