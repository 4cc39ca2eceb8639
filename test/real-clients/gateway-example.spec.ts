// The gateway example and the docs' walkthrough, run as users run them: examples/gateway (compiled) as
// a child process, and the `vercel-pulumi emulator` command whose gateway listener docs/gateway.md
// points `openai` and the AI SDK at, with a key minted through the admin API.
import { createGateway } from "@ai-sdk/gateway";
import { generateText } from "ai";
import { expect } from "chai";
import { resolve } from "node:path";
import OpenAI from "openai";
import { gatewayUrl, listeningUrl, run, spawnNode } from "../support/cli-process";

const EXAMPLE = resolve(__dirname, "..", "..", "examples", "gateway", "index.js");

describe("real clients: the gateway example and walkthrough", () => {
  it("runs examples/gateway: a scripted answer, a stream, and a tool call served by the fallback provider", async () => {
    const example = spawnNode([EXAMPLE]);
    expect(await example.exit, example.stderr()).to.equal(0);
    const lines = example
      .stdout()
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as unknown);
    expect(lines).to.deep.equal([
      { step: "openai", result: "Open Settings, then Security, and choose Reset password." },
      { step: "ai-sdk stream", result: ["Your ", "parcel ", "left ", "today"] },
      {
        step: "ai-sdk gateway tool",
        result: { text: 'lookup_order returned {"id":"A-1001","status":"shipped"}', provider: "vertex" },
      },
    ]);
  });

  it("serves `vercel-pulumi emulator --gateway-port` to openai and @ai-sdk/gateway with a key minted through the admin API", async () => {
    const cli = run(["emulator", "--token", "walkthrough-token", "--gateway-port", "0"]);
    try {
      const url = await listeningUrl(cli);
      const minted = await fetch(`${url}/_emulator/ai-gateway/keys`, {
        method: "POST",
        headers: { Authorization: "Bearer walkthrough-token", "Content-Type": "application/json" },
        body: JSON.stringify({ name: "my tests" }),
      });
      expect(minted.status).to.equal(201);
      const { key } = (await minted.json()) as { key: string };
      const baseURL = await gatewayUrl(cli);
      const status = await fetch(`${url}/_emulator/ai-gateway`, {
        headers: { Authorization: "Bearer walkthrough-token" },
      });
      expect(await status.json()).to.deep.equal({ url: baseURL });

      const openai = new OpenAI({ apiKey: key, baseURL: `${baseURL}/v1` });
      const completion = await openai.chat.completions.create({
        model: "openai/gpt-4o-mini",
        messages: [{ role: "user", content: "ping" }],
      });
      expect(completion.choices[0]?.message.content).to.equal("ping");

      const gateway = createGateway({ apiKey: key, baseURL: `${baseURL}/v4/ai` });
      const { text } = await generateText({ model: gateway("google/gemini-2.5-flash"), prompt: "pong" });
      expect(text).to.equal("pong");

      // The platform token is not a gateway key.
      const refused = new OpenAI({ apiKey: "walkthrough-token", baseURL: `${baseURL}/v1` });
      const error = await refused.models.list().then(
        () => undefined,
        (caught: unknown) => caught,
      );
      expect(error).to.be.instanceOf(OpenAI.AuthenticationError);
    } finally {
      cli.child.kill("SIGTERM");
      await cli.exit;
    }
  });
});
