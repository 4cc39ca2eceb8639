// The queue example and the docs' walkthrough, run as users run them: examples/queue (compiled) as a
// child process, and the `vercel-pulumi emulator` command whose queue listener docs/queue.md
// points `@vercel/queue` at.
import { expect } from "chai";
import { resolve } from "node:path";
import { PollingQueueClient } from "@vercel/queue";
import { localhostDispatcher } from "../../emulator";
import { listeningUrl, run, spawnNode } from "../support/cli-process";

const EXAMPLE = resolve(__dirname, "..", "..", "examples", "queue", "index.js");

describe("real clients: the queue example and walkthrough", () => {
  it("runs examples/queue: three orders placed (one retried) and shipped through @vercel/queue", async () => {
    const example = spawnNode([EXAMPLE]);
    const code = await example.exit;
    expect(code, example.stderr()).to.equal(0);
    expect(example.stdout()).to.equal("shipped 3 orders: 1001 tent, 1002 stove, 1003 lamp\n");
  });

  it("serves the queue from `vercel-pulumi emulator --queue-port` with a token minted through the admin API", async () => {
    const cli = run(["emulator", "--token", "walkthrough-token", "--queue-port", "0"]);
    const dispatcher = localhostDispatcher();
    try {
      const url = await listeningUrl(cli);
      const status = (await (
        await fetch(`${url}/_emulator/queue`, { headers: { Authorization: "Bearer walkthrough-token" } })
      ).json()) as { url: string };
      expect(cli.stderr()).to.include(`Queue API listening on ${status.url}`);
      const admin = (path: string, body: unknown) =>
        fetch(`${url}${path}`, {
          method: "POST",
          headers: { Authorization: "Bearer walkthrough-token", "Content-Type": "application/json" },
          body: JSON.stringify(body),
        });
      expect((await admin("/v11/projects", { name: "app" })).status).to.equal(200);
      const { token } = (await (await admin("/_emulator/oidc/tokens", { projectId: "app" })).json()) as {
        token: string;
      };
      const queue = new PollingQueueClient({
        region: "iad1",
        token,
        deploymentId: null,
        dispatcher,
        resolveBaseUrl: (region) => new URL(`http://${region}.localhost:${new URL(status.url).port}`),
      });
      await queue.send("greetings", { hello: "world" });
      const received: unknown[] = [];
      await queue.receive("greetings", "readers", (message) => {
        received.push(message);
      });
      expect(received).to.deep.equal([{ hello: "world" }]);
    } finally {
      await dispatcher.close();
      cli.child.kill("SIGTERM");
      await cli.exit;
    }
  });
});
