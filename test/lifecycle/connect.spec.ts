// The connect family on the real Pulumi engine, in one shared stack: a Slack connector whose
// credentials stay secret (encrypted in state, digests only on the platform), an api-key connector
// whose keys its tokens are, a connection to a project with trigger destinations, and a connector
// made out of band and adopted. A bad program is refused at preview naming resource, field and
// rule; changes in place, a replacement (new api keys), drift detected and repaired, and a destroy
// that leaves the emulator empty.
import { expect } from "chai";
import { createHash } from "node:crypto";
import { Connector, ConnectorProjectConnection, Project } from "../../provider";
import { stateResource } from "../support/pulumi-stack";
import { rejection } from "../support/rejection";
import { useSharedLifecycle } from "../support/shared-lifecycle";

const digest = (value: string) => `sha256:${createHash("sha256").update(value).digest("hex")}`;
const SLACK = { appId: "A0SUPPORT", appName: "Support bot", clientId: "1234.5678" };

describe("connectors and a project connection in one stack", function () {
  this.timeout(300_000);
  const { emulator, shared, api } = useSharedLifecycle();
  const settings = {
    name: "support-bot",
    accentColor: "#112233",
    clientSecret: "slack-client-secret-1",
    environments: ["production", "preview"],
    destinations: [{ branch: "main", path: "/api/slack" }] as { branch?: string; path?: string }[],
    apiKey: "partner-key-1",
  };
  const token = (connector: string) =>
    api<{ token: string }>("POST", `/v1/connect/token/${encodeURIComponent(connector)}`, {
      subject: { type: "app" },
    });
  const slack = () => api<Record<string, unknown>>("GET", "/v1/connect/connectors/slack%2Fsupport");

  const program = async () => {
    const web = new Project("web", { name: "web" });
    const bot = new Connector("slack", {
      name: settings.name,
      uid: "slack/support",
      type: "slack",
      data: SLACK,
      credentials: { clientSecret: settings.clientSecret, signingSecret: "slack-signing-secret" },
      accentColor: settings.accentColor,
      triggers: true,
    });
    new ConnectorProjectConnection("slack-web", {
      connectorId: bot.id,
      projectId: web.id,
      environments: settings.environments,
      triggerDestinations: settings.destinations,
    });
    const partner = new Connector("partner", {
      name: "partner-api",
      type: "api-key",
      apiKeys: [{ value: settings.apiKey, scope: "read" }],
    });
    new Connector("legacy", {
      name: "legacy-line",
      type: "linq",
      credentials: { apiToken: "linq-token" },
      adopt: true,
    });
    return { slackUid: bot.uid, partnerUid: partner.uid, supportsTriggers: bot.supportsTriggers };
  };

  before(() => shared().setProgram(program));

  it("refuses at preview a credential in plain data and triggers on a type that takes none", async () => {
    shared().setProgram(async () => {
      new Connector("bad", {
        name: "bad",
        type: "github",
        data: { appId: "1", appSlug: "bot", appName: "Bot", clientId: "Iv1", privateKeyPem: "-----BEGIN" },
        triggers: true,
      });
    });
    const failure = String(await rejection(shared().stack.preview()));
    expect(failure).to.include("Connector bad").and.include("data.privateKeyPem");
    expect(failure).to.include("is a credential of github connectors");
    expect(failure).to.include("triggers").and.include("github connectors do not take triggers");
    expect(failure).to.not.include("-----BEGIN");
    const { counts } = await emulator.admin.requestCounts();
    expect(Object.keys(counts).filter((call) => call.startsWith("POST /v1/connect"))).to.deep.equal([]);
    shared().setProgram(program);
  });

  it("creates them, adopting the out-of-band one, keeps secrets out of state and the platform, and previews no change", async () => {
    const legacy = await api<{ id: string }>("POST", "/v1/connect/connectors", {
      type: "linq",
      name: "legacy-line",
      data: { apiToken: "x" },
    });
    const up = await shared().stack.up();
    // The engine counts an adopted object as created: project, three connectors, connection, stack.
    expect(up.summary.resourceChanges).to.deep.include({ create: 6 });
    expect((await stateResource(shared().stack, "legacy"))?.id).to.equal(legacy.id);
    expect(up.outputs).to.deep.include({ slackUid: { value: "slack/support", secret: false } });
    await shared().stack.preview({ refresh: true, expectNoChanges: true });

    const state = await shared().exportEncrypted();
    for (const secret of [settings.clientSecret, "slack-signing-secret", settings.apiKey, "linq-token"]) {
      expect(state).to.not.include(secret);
    }
    const stored = JSON.stringify(await emulator.admin.state());
    expect(stored).to.include(digest(settings.clientSecret));
    expect(stored).to.not.include(settings.clientSecret);

    expect((await token(String(up.outputs.partnerUid?.value))).token).to.equal("partner-key-1");
    const connector = await slack();
    expect(connector.triggerDestinations).to.deep.equal([
      {
        projectId: (await api<{ id: string }>("GET", "/v9/projects/web")).id,
        branch: "main",
        path: "/api/slack",
      },
    ]);
  });

  it("renames, rotates a credential, and changes environments and destinations in place", async () => {
    Object.assign(settings, {
      name: "support",
      accentColor: "#445566",
      clientSecret: "slack-client-secret-2",
      environments: ["production"],
      destinations: [{ branch: "main", path: "/api/slack" }, { path: "/api/slack-default" }],
    });
    const up = await shared().stack.up();
    expect(up.summary.resourceChanges).to.deep.include({ update: 2 });
    expect(up.summary.resourceChanges).to.not.have.property("replace");
    const connector = await slack();
    expect(connector).to.include({ name: "support", accentColor: "#445566" });
    expect((connector.triggerDestinations as unknown[]).length).to.equal(2);
    const stored = JSON.stringify(await emulator.admin.state());
    expect(stored)
      .to.include(digest("slack-client-secret-2"))
      .and.not.include(digest("slack-client-secret-1"));
    const connection = await api<{ enabledEnvironments: string[] }>(
      "GET",
      `/v1/connect/connectors/${String(connector.id)}/projects/web`,
    );
    expect(connection.enabledEnvironments).to.deep.equal(["production"]);
    await shared().stack.preview({ refresh: true, expectNoChanges: true });
  });

  it("replaces the api-key connector when its keys change", async () => {
    settings.apiKey = "partner-key-2";
    const up = await shared().stack.up();
    expect(up.summary.resourceChanges).to.deep.include({ replace: 1 });
    expect((await token("api-key/partner-api")).token).to.equal("partner-key-2");
  });

  it("detects a rename, other environments and dropped destinations made out of band, and repairs them", async () => {
    const { id } = await slack();
    await api("PATCH", `/v2/connect/connectors/${String(id)}`, { name: "renamed", accentColor: "#000000" });
    await api("POST", `/v1/connect/connectors/${String(id)}/projects/web`, { environments: ["development"] });
    await api("PATCH", `/v1/connect/connectors/${String(id)}/trigger-destinations`, { destinations: [] });

    const drift = await rejection(shared().stack.previewRefresh({ expectNoChanges: true }));
    expect(String(drift)).to.match(/no changes were expected/i);

    await shared().stack.up({ refresh: true });
    await shared().stack.preview({ refresh: true, expectNoChanges: true });
    const connector = await slack();
    expect(connector).to.include({ name: "support", accentColor: "#445566" });
    expect((connector.triggerDestinations as unknown[]).length).to.equal(2);
  });

  it("destroys them, leaving the emulator empty", async () => {
    await shared().stack.destroy();
    expect(await emulator.admin.state()).to.deep.include({ total: 0 });
  });
});
