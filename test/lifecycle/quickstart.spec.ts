// The root Pulumi.yaml quickstart (what scripts/demo.sh deploys: a project with a variable, a domain
// with a record) through the plain CLI (`pulumi up` with the Node.js language host, as a user runs
// it), configured only through the environment, against the emulator.
import { expect } from "chai";
import { readFile } from "node:fs/promises";
import { useEmulator } from "../support/emulator";
import { useExampleProject } from "../support/example-project";
import { filesUnder } from "../support/pulumi-stack";

describe("quickstart example through the pulumi CLI", function () {
  this.timeout(300_000);
  const emulator = useEmulator();
  const example = useExampleProject(emulator, "Pulumi.yaml", "examples/quickstart");

  it("deploys with `pulumi up`, previews no change, and destroys", async () => {
    await example().pulumi("stack", "init");
    await example().pulumi("up", "--yes", "--skip-preview");

    const outputs = JSON.parse(await example().pulumi("stack", "output", "--json")) as Record<
      string,
      unknown
    >;
    expect(outputs).to.include({ projectName: "quickstart-site", accountId: emulator.teamId });
    const { body } = await emulator.admin.api<{ projects: Array<Record<string, unknown>> }>(
      "GET",
      `/v10/projects?teamId=${emulator.teamId}`,
    );
    expect(body.projects).to.have.length(1);
    expect(body.projects[0]).to.include({ id: outputs.projectId, framework: "nextjs", nodeVersion: "22.x" });
    // The project's variable, and the domain's record.
    const team = `teamId=${emulator.teamId}`;
    const envs = await emulator.admin.api<{ envs: Array<Record<string, unknown>> }>(
      "GET",
      `/v10/projects/${String(outputs.projectId)}/env?${team}`,
    );
    expect(envs.body.envs.map((env) => env.key)).to.deep.equal(["API_URL"]);
    const records = await emulator.admin.api<{ records: Array<Record<string, unknown>> }>(
      "GET",
      `/v4/domains/quickstart.example/records?${team}`,
    );
    expect(records.body.records).to.have.length(1);
    expect(records.body.records[0]).to.include({ name: "www", type: "CNAME" });
    expect(outputs).to.include({ domainName: "quickstart.example" });

    // The stack and its four resources.
    const preview = await example().pulumi("preview", "--expect-no-changes");
    expect(preview).to.match(/5 unchanged/);

    for (const file of await filesUnder(example().backendDir)) {
      expect(await readFile(file, "utf8")).not.to.include(emulator.token);
    }

    await example().pulumi("destroy", "--yes", "--skip-preview");
    expect(await emulator.admin.state()).to.deep.include({ total: 0 });
    await example().pulumi("stack", "rm", "--yes");
  });
});
