// Secret input values, like the token, never reach a log line or an error: not its message, not
// its stack, not the API's extra fields echoed into it.
import { expect } from "chai";
import { ServerError, BadRequestError, type ApiError } from "../../provider/client";
import { createClient, type VercelClient } from "../../provider/families/client";
import { useEmulator } from "../support/emulator";
import { rejection } from "../support/rejection";
import { json, startLoopback, type LoopbackServer } from "./support/loopback";

const SECRET = "env-value-s3cr3t-0123";

function expectClean(error: ApiError, leaks: string[]): void {
  const texts = [error.message, error.stack ?? "", error.apiMessage, JSON.stringify(error.extra)];
  for (const leak of leaks) for (const text of texts) expect(text).not.to.include(leak);
  expect(error.message).to.include("[REDACTED]");
}

describe("client secret redaction", () => {
  describe("against the emulator", () => {
    const emulator = useEmulator();
    let lines: string[];
    let client: VercelClient;

    beforeEach(() => {
      lines = [];
      client = createClient({
        baseUrl: emulator.url,
        token: emulator.token,
        team: emulator.teamId,
        retry: { baseDelayMs: 1, maxRetries: 1 },
        log: (line) => lines.push(line),
      }).withSecrets([SECRET]);
    });

    it("redacts secret values and the token that the API echoes in its error message", async () => {
      await emulator.admin.addFault({
        route: "/v9/projects/:idOrName",
        status: 500,
        times: 2,
        message: `cannot store value ${SECRET} for token ${emulator.token}`,
      });
      const error = await rejection<ServerError>(client.projects.get("site"));
      expect(error).to.be.instanceOf(ServerError);
      expectClean(error, [SECRET, emulator.token]);

      const log = lines.join("\n");
      expect(lines.filter((line) => line.includes("retrying"))).to.have.length(1);
      expect(log).to.include("[REDACTED]");
      expect(log).not.to.include(SECRET);
      expect(log).not.to.include(emulator.token);
    });

    it("redacts them from a create's errors too", async () => {
      await emulator.admin.addFault({ route: "/v11/projects", status: 400, message: `bad value ${SECRET}` });
      const error = await rejection<BadRequestError>(client.projects.create({ name: "site" }));
      expect(error).to.be.instanceOf(BadRequestError);
      expectClean(error, [SECRET]);
    });
  });

  describe("in the API's extra error fields", () => {
    const TOKEN = "loopback-secret-token-0123456789";
    let server: LoopbackServer;

    before(async () => {
      server = await startLoopback((_request, response) =>
        json(response, 400, {
          error: {
            code: "bad_request",
            message: `value ${SECRET} is invalid`,
            value: SECRET,
            details: { echoed: [`Bearer ${TOKEN}`, { again: SECRET }], count: 1 },
          },
        }),
      );
    });
    after(() => server.close());

    it("redacts them recursively, keeping the fields", async () => {
      const lines: string[] = [];
      const client = createClient({ baseUrl: server.url, token: TOKEN, log: (line) => lines.push(line) });
      const error = await rejection<BadRequestError>(client.withSecrets([SECRET]).projects.get("site"));
      expect(error).to.be.instanceOf(BadRequestError);
      expectClean(error, [SECRET, TOKEN]);
      expect(error.extra).to.deep.equal({
        value: "[REDACTED]",
        details: { echoed: ["Bearer [REDACTED]", { again: "[REDACTED]" }], count: 1 },
      });
      expect(lines.join("\n")).not.to.include(SECRET);
    });
  });
});
