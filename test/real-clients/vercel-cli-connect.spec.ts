// `vercel connect` (the real CLI, pinned in package.json) against the emulator's connectors:
// `connect list` reads the team's connectors, and `connect token <id|uid>` fetches a token only in
// the states that allow one: before an installation it fails with the installation link (no TTY,
// so it prints the link instead of opening a browser), after one it prints the app token, and a
// subject the connector's type does not issue is refused with the CLI's own message.
import { expect } from "chai";
import { useEmulator } from "../support/emulator";
import { vercelWorkspace, type CliResult, type VercelWorkspace } from "../support/vercel-cli";

const SLACK = {
  type: "slack",
  name: "Alerts bot",
  uid: "alerts-bot",
  data: {
    appId: "A02",
    appName: "Alerts",
    clientId: "1234.5678",
    clientSecret: "s3cr3t-slack",
    botScopes: ["chat:write"],
  },
};

describe("vercel CLI: connect list and connect token against the emulator", function () {
  this.timeout(180_000);
  // The CLI refuses tokens with "-".
  const emulator = useEmulator({ token: "cliconnecttoken", resetBetweenTests: false });
  let workspace: VercelWorkspace;
  let slack = { id: "", uid: "" };
  let linq = { id: "", uid: "" };
  const api = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const answer = await emulator.admin.api<T>(
      method,
      `${path}${path.includes("?") ? "&" : "?"}teamId=${emulator.teamId}`,
      body,
    );
    expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).to.be.below(300);
    return answer.body;
  };
  const run = async (...args: string[]): Promise<CliResult> => {
    const result = await workspace.run(["connect", ...args]);
    const failed = result.requests.filter((r) => r.status === undefined || r.status >= 500);
    expect(failed, "unserved or failed calls").to.deep.equal([]);
    return result;
  };

  before(async () => {
    workspace = await vercelWorkspace(() => ({
      url: emulator.url,
      token: emulator.token,
      scope: emulator.teamSlug,
    }));
    slack = await api<{ id: string; uid: string }>("POST", "/v1/connect/connectors", SLACK);
    linq = await api<{ id: string; uid: string }>("POST", "/v1/connect/connectors", {
      type: "linq",
      name: "Texts",
      data: { apiToken: "linq-token" },
    });
  });

  after(async () => {
    await workspace.remove();
  });

  it("connect list shows the team's connectors by UID, name and type, and their projects", async () => {
    const project = await api<{ id: string }>("POST", "/v11/projects", { name: "alerts-app" });
    await api("POST", `/v1/connect/connectors/${slack.id}/projects/${project.id}`, {
      environments: ["production"],
    });
    const table = await run("list", "--all-projects");
    expect(table.code, table.stderr.slice(-2000)).to.equal(0);
    // The CLI prints its table on stderr.
    expect(table.stderr).to.match(/alerts-bot\s+\S+\s+Alerts bot\s+Slack\s+alerts-app/);
    const json = await run("list", "--all-projects", "--format", "json");
    expect(json.code, json.stderr.slice(-2000)).to.equal(0);
    const { connectors } = JSON.parse(json.stdout) as {
      connectors: Array<{ uid: string; name: string; projects: Array<{ name: string }> }>;
    };
    expect(connectors.map((c) => [c.name, c.projects.map((p) => p.name)])).to.have.deep.members([
      ["Texts", []],
      ["Alerts bot", ["alerts-app"]],
    ]);
    // A connector's credentials never reach the CLI.
    expect(table.stdout + table.stderr + json.stdout).to.not.contain("s3cr3t-slack");
  });

  it("connect token: the installation link before an installation, the app token after", async () => {
    const before = await run("token", slack.uid, "--subject", "app");
    expect(before.code).to.equal(1);
    expect(before.stderr).to.contain(`/v1/connect/install/${slack.uid}?teamId=${emulator.teamId}`);

    const { installationId } = await api<{ installationId: string }>(
      "POST",
      `/v1/connect/authorize/${slack.id}`,
      {
        subject: { type: "app" },
        scopes: ["chat:write"],
      },
    );
    const printed = await run("token", slack.uid, "--subject", "app");
    expect(printed.code, printed.stderr.slice(-2000)).to.equal(0);
    expect(printed.stdout.trim()).to.match(/^vct_\S+$/);

    const json = await run("token", slack.id, "--subject", "app", "--format", "json");
    expect(json.code, json.stderr.slice(-2000)).to.equal(0);
    const answer = JSON.parse(json.stdout) as { token: string; installationId: string };
    expect(answer.installationId).to.equal(installationId);
    expect(answer.token).to.match(/^vct_/);
  });

  it("connect token refuses a subject the type does not issue, and an unknown connector", async () => {
    const unresolved = await run("token", linq.id, "--subject", "user");
    expect(unresolved.code).to.equal(1);
    expect(unresolved.stderr).to.contain(
      "This connector does not support getting a token for the requested subject",
    );
    const missing = await run("token", "scl_missing");
    expect(missing.code).to.equal(1);
    expect(missing.stderr).to.contain("Connector not found or Connect is not enabled for this team");
  });
});
