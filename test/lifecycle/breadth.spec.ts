// Every resource of the projects, domains, DNS and environment-variable families in one stack on
// the real Pulumi engine: up, a preview with no change, out-of-band edits and deletes detected and
// repaired, replaces (a DNS record's type, an env var's key) without collisions, and a destroy that
// leaves the emulator empty.
import * as pulumi from "@pulumi/pulumi";
import { expect } from "chai";
import {
  CustomEnvironment,
  DnsRecord,
  Domain,
  Project,
  ProjectDomain,
  ProjectEnvironmentVariable,
  ProjectEnvironmentVariables,
  SharedEnvironmentVariable,
  SharedEnvironmentVariableProjectLink,
} from "../../provider";
import { rejection } from "../support/rejection";
import { useSharedLifecycle } from "../support/shared-lifecycle";

interface Knobs {
  recordType: "A" | "AAAA";
  envKey: string;
}

describe("every resource of the projects, domains, DNS and env families in one stack", function () {
  this.timeout(300_000);
  const { emulator, shared, api } = useSharedLifecycle();
  const knobs: Knobs = { recordType: "A", envKey: "API_URL" };
  let projectId = "";

  before(() => {
    shared().setProgram(async () => {
      const project = new Project("web", {
        name: "breadth-web",
        framework: "nextjs",
        // Inline variables of other keys than the standalone ones below: the two coexist.
        environment: [{ key: "INLINE_MODE", value: "strict", targets: ["production"] }],
        // Written in the SDK's wire shapes (projects and OIDC providers keyed), read back into
        // these arguments: the previews below show no change after up and after a refresh.
        trustedSources: {
          projects: [
            {
              projectId: "prj_breadthtrusted",
              customAllow: [{ from: { slugs: ["preview"] }, to: { slugs: ["preview"] } }],
            },
          ],
          externalSources: [
            { issuer: "https://issuer.example", to: { slugs: ["preview"] }, claims: { aud: ["breadth"] } },
          ],
        },
        gitComments: { onPullRequest: false, onCommit: true },
      });
      const zone = new Domain("zone", { name: "breadth.dev" });
      const apex = new DnsRecord("apex", {
        domain: zone.name,
        type: knobs.recordType,
        name: "",
        value: knobs.recordType === "A" ? "76.76.21.21" : "2001:db8::1",
      });
      new ProjectDomain("www", { projectId: project.id, domain: pulumi.interpolate`www.${zone.name}` });
      new CustomEnvironment("staging", { projectId: project.id, name: "staging" });
      new ProjectEnvironmentVariable("api", {
        projectId: project.id,
        key: knobs.envKey,
        value: "https://api.example.com",
        targets: ["production", "preview"],
      });
      new ProjectEnvironmentVariables("bulk", {
        projectId: project.id,
        variables: [
          { key: "PLAIN", value: "1", targets: ["production"] },
          { key: "SIGNING_SECRET", value: "s3cret-value", targets: ["production"], sensitive: true },
        ],
      });
      const sharedVariable = new SharedEnvironmentVariable("shared", {
        key: "SHARED_FLAG",
        value: "on",
        targets: ["production"],
      });
      new SharedEnvironmentVariableProjectLink("link", {
        sharedEnvironmentVariableId: sharedVariable.id,
        projectId: project.id,
      });
      return { projectId: project.id, apexId: apex.id };
    });
  });

  it("creates every resource and then previews no change", async () => {
    const up = await shared().stack.up();
    expect(up.summary.resourceChanges).to.deep.include({ create: 10 }); // nine resources and the stack
    projectId = String(up.outputs.projectId?.value);
    await shared().stack.preview({ expectNoChanges: true });
    await shared().stack.preview({ refresh: true, expectNoChanges: true });
  });

  it("detects out-of-band edits and deletes, and puts them back", async () => {
    const stateBefore = await shared().stack.exportStack();
    const apexId = String(
      stateBefore.deployment.resources?.find((r: { urn: string }) => r.urn.endsWith("::apex"))?.id,
    );
    await api("PATCH", `/v9/projects/${projectId}`, { buildCommand: "make hack" });
    await api("PATCH", `/v1/domains/records/${apexId}`, { ttl: 999 });
    const { envs } = await api<{ envs: Array<{ id: string; key: string }> }>(
      "GET",
      `/v9/projects/${projectId}/env`,
    );
    const apiVariable = envs.find((variable) => variable.key === "API_URL");
    await api("PATCH", `/v9/projects/${projectId}/env/${apiVariable?.id}`, {
      value: "https://evil.example.com",
    });
    await api("DELETE", `/v9/projects/${projectId}/domains/www.breadth.dev`);

    const drift = await rejection(shared().stack.previewRefresh({ expectNoChanges: true }));
    expect(String(drift)).to.match(/no changes were expected/i);

    await shared().stack.up({ refresh: true });
    await shared().stack.preview({ refresh: true, expectNoChanges: true });
    const project = await api("GET", `/v9/projects/${projectId}`);
    expect(project.buildCommand).to.equal(null);
    const domain = await api("GET", `/v9/projects/${projectId}/domains/www.breadth.dev`);
    expect(domain.name).to.equal("www.breadth.dev");
    const repaired = await api("GET", `/v1/projects/${projectId}/env/${apiVariable?.id}`);
    expect(repaired.value).to.equal("https://api.example.com");
  });

  it("replaces a DNS record's type and an env var's key without collisions", async () => {
    knobs.recordType = "AAAA";
    knobs.envKey = "API_ENDPOINT";
    const up = await shared().stack.up();
    expect(up.summary.resourceChanges).to.deep.include({ replace: 2 });
    const { envs } = await api<{ envs: Array<{ key: string }> }>("GET", `/v9/projects/${projectId}/env`);
    expect(envs.map((variable) => variable.key)).to.include.members(["API_ENDPOINT", "INLINE_MODE", "PLAIN"]);
    expect(envs.map((variable) => variable.key)).not.to.include("API_URL");
    await shared().stack.preview({ refresh: true, expectNoChanges: true });
  });

  it("destroys everything, leaving the emulator empty", async () => {
    await shared().stack.destroy();
    expect(await emulator.admin.state()).to.deep.include({ total: 0 });
  });
});
