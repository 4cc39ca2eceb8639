// What scopes the queue's messages, over real HTTP: consumer groups are independent views of a topic,
// retention expires messages, a region's messages are consumed only there, and the OIDC token's
// claims (owner, project, environment) scope every request. The tokens are RS256 JWTs that a
// standard library (jose) verifies against the key set the emulator publishes.
import { expect } from "chai";
import { createRemoteJWKSet, jwtVerify } from "jose";
import { MintOidcTokenResponse, OpenIdConfiguration } from "../../schema/oidc";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startEmulator } from "../../emulator";
import { delivered, RawQueue, useQueue } from "../support/queue";

const TOPIC = "events";

describe("emulator: queue scopes", () => {
  const queue = useQueue();

  it("gives each consumer group its own view: every group gets every message", async () => {
    const id = await queue.api().published(TOPIC, "x");
    const [billing] = await queue.api().received(TOPIC, "billing");
    const [analytics] = await queue.api().received(TOPIC, "analytics");
    expect([billing?.messageId, analytics?.messageId]).to.deep.equal([id, id]);
    await queue.api().acknowledge(TOPIC, "billing", billing?.receiptHandle ?? "");
    await queue.advance(61);
    expect((await queue.api().receive(TOPIC, "billing")).status).to.equal(204);
    const [again] = await queue.api().received(TOPIC, "analytics");
    expect(again).to.include({ messageId: id, deliveryCount: 2 });
  });

  it("expires messages after their retention, delivered or not", async () => {
    await queue.api().published(TOPIC, "short", { "Vqs-Retention-Seconds": "60" });
    await queue.api().published(TOPIC, "long", { "Vqs-Retention-Seconds": "600" });
    await queue.api().received(TOPIC, "peekers", { "Vqs-Visibility-Timeout-Seconds": "0" });
    await queue.advance(60);
    const left = await queue.api().received(TOPIC, "readers", { "Vqs-Max-Messages": "10" });
    expect(left.map((m) => m.body.toString())).to.deep.equal(["long"]);
  });

  it("keeps order, leases and retention across many messages (the store keeps them in buckets of 256)", async () => {
    const api = queue.api();
    const ids: string[] = [];
    for (let i = 0; i < 600; i++) {
      const retention = i < 300 ? "60" : "3600";
      ids.push(await api.published(TOPIC, `m${i}`, { "Vqs-Retention-Seconds": retention }));
    }
    // By id in the last bucket.
    const [last] = delivered(await api.receiveById(TOPIC, "g", ids[599] ?? ""));
    expect((await api.acknowledge(TOPIC, "g", last?.receiptHandle ?? "")).status).to.equal(204);

    await queue.advance(60); // m0 to m299 expire; the next publish drops the first bucket (m0 to m255)
    await api.published(TOPIC, "m600");
    const stored = (await queue.emulator.admin.state()).areas["queueMessages"] ?? {};
    expect(Object.values(stored).flat()).to.have.length(600 + 1 - 256);

    // m300 stays leased and unacknowledged while the group drains and acknowledges the rest.
    const [held] = await api.received(TOPIC, "g", { "Vqs-Visibility-Timeout-Seconds": "120" });
    expect(held?.body.toString()).to.equal("m300");
    const drained: string[] = [];
    for (;;) {
      const response = await api.receive(TOPIC, "g", { "Vqs-Max-Messages": "10" });
      if (response.status === 204) break;
      for (const message of delivered(response)) {
        drained.push(message.body.toString());
        expect((await api.acknowledge(TOPIC, "g", message.receiptHandle)).status).to.equal(204);
      }
    }
    const expected = Array.from({ length: 298 }, (_, i) => `m${301 + i}`).concat("m600");
    expect(drained).to.deep.equal(expected);
    await queue.advance(121);
    const [again] = await api.received(TOPIC, "g");
    expect(again).to.include({ messageId: held?.messageId, deliveryCount: 2 });
  });

  it("consumes a region's messages only in that region", async () => {
    await queue.api(queue.token, "iad1").published(TOPIC, "east");
    await queue.api(queue.token, "sfo1").published(TOPIC, "west");
    const west = await queue.api(queue.token, "sfo1").received(TOPIC, "g", { "Vqs-Max-Messages": "10" });
    expect(west.map((m) => m.body.toString())).to.deep.equal(["west"]);
    const [east] = await queue.api(queue.token, "iad1").received(TOPIC, "g", { "Vqs-Max-Messages": "10" });
    expect(east?.body.toString()).to.equal("east");
    // A receipt handle is good only in its region.
    const ack = await queue.api(queue.token, "sfo1").acknowledge(TOPIC, "g", east?.receiptHandle ?? "");
    expect(ack.status).to.equal(404);
  });

  it("shows another project's token nothing, nor another environment's", async () => {
    const [other] = await queue.emulator.admin.seedProjects([{ name: "other" }]);
    const otherProject = await queue.mint({ projectId: other?.id ?? "" });
    const production = await queue.mint({ projectId: queue.projectId, environment: "production" });
    const id = await queue.api().published(TOPIC, "mine");

    for (const token of [otherProject, production]) {
      expect((await queue.api(token).receive(TOPIC, "g")).status).to.equal(204);
      expect((await queue.api(token).receiveById(TOPIC, "g", id)).status).to.equal(404);
    }
    const sameScope = await queue.mint({ projectId: "web" }); // by name: the same project
    expect((await queue.api(sameScope).received(TOPIC, "g"))[0]?.messageId).to.equal(id);
  });

  it("mints tokens for a team's project only for the team's members, and scopes by the team", async () => {
    const { token: outsiderApiToken, user } = await queue.emulator.admin.createUser("outsider");
    const team = await queue.emulator.admin.createTeam("acme", [user.id]);
    const created = await queue.emulator.as(outsiderApiToken).api("POST", `/v11/projects?teamId=${team.id}`, {
      name: "web",
    });
    expect(created.status).to.equal(200);
    const minted = await queue.emulator.as(outsiderApiToken).api("POST", "/_emulator/oidc/tokens", {
      teamId: "acme",
      projectId: "web",
      environment: "preview",
    });
    expect(minted.status).to.equal(201);
    const { token, claims } = MintOidcTokenResponse.parse(minted.body);
    expect(claims).to.include({ owner: "acme", owner_id: team.id, project: "web", environment: "preview" });
    expect(claims.sub).to.equal("owner:acme:project:web:environment:preview");

    await queue.api().published(TOPIC, "personal web");
    expect((await queue.api(token).receive(TOPIC, "g")).status).to.equal(204);

    const refused = await queue.emulator.admin.api("POST", "/_emulator/oidc/tokens", {
      teamId: "acme",
      projectId: "web",
    });
    expect(refused.status).to.equal(403);
    const unknown = await queue.emulator.admin.api("POST", "/_emulator/oidc/tokens", { projectId: "nope" });
    expect(unknown.status).to.equal(404);
  });

  it("signs tokens that jose verifies against the published key set and discovery document", async () => {
    const discovery = await fetch(`${queue.emulator.url}/.well-known/openid-configuration`);
    expect(discovery.status).to.equal(200);
    const configuration = OpenIdConfiguration.parse(await discovery.json());
    expect(configuration.issuer).to.equal(queue.emulator.url);
    const keys = createRemoteJWKSet(new URL(configuration.jwks_uri));
    const { payload, protectedHeader } = await jwtVerify(queue.token, keys, {
      issuer: configuration.issuer,
      audience: "https://vercel.com/emulator",
    });
    expect(protectedHeader.alg).to.equal("RS256");
    expect(payload).to.include({
      project_id: queue.projectId,
      environment: "development",
      owner: "emulator",
    });
  });
});

describe("emulator: queue persistence", () => {
  it("keeps messages and leases in the state file across a restart; tokens must be minted anew", async () => {
    const dir = await mkdtemp(join(tmpdir(), "queue-state-"));
    const stateFile = join(dir, "state.json");
    const start = () => startEmulator({ tokens: ["api-token"], stateFile, checkResponses: true });
    const mint = async (url: string) => {
      const response = await fetch(`${url}/_emulator/oidc/tokens`, {
        method: "POST",
        headers: { Authorization: "Bearer api-token", "Content-Type": "application/json" },
        body: JSON.stringify({ projectId: "web" }),
      });
      return MintOidcTokenResponse.parse(await response.json()).token;
    };
    try {
      const first = await start();
      await fetch(`${first.url}/v11/projects`, {
        method: "POST",
        headers: { Authorization: "Bearer api-token", "Content-Type": "application/json" },
        body: JSON.stringify({ name: "web" }),
      });
      const oldToken = await mint(first.url);
      const before = new RawQueue(() => first.queueUrl, oldToken, "iad1");
      await before.published(TOPIC, "held");
      await before.published(TOPIC, "waiting");
      await before.received(TOPIC, "g"); // "held" is leased for 60 s
      await first.close();

      const second = await start();
      try {
        expect(
          (await new RawQueue(() => second.queueUrl, oldToken, "iad1").receive(TOPIC, "g")).status,
        ).to.equal(401);
        const after = new RawQueue(() => second.queueUrl, await mint(second.url), "iad1");
        const messages = await after.received(TOPIC, "g", { "Vqs-Max-Messages": "10" });
        expect(messages.map((m) => m.body.toString())).to.deep.equal(["waiting"]);
      } finally {
        await second.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
