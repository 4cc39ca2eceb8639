// Read coalescing (issue 22) on the real Pulumi engine, in one shared stack: 2 projects × 100
// environment variables, 1 domain × 50 DNS records and 10 domains of one project. A refresh reads
// siblings from one list of their parent (provider/client/sibling-reads.ts), so its platform calls
// stay within N/10 + P (N children over P parents), counted by the emulator. Drift stays exact: one
// variable edited outside the program among the 200 is the only one the refresh names, and a record
// deleted outside it is reported gone (a child missing from the list falls back to its own GET).
import type { EngineEvent } from "@pulumi/pulumi/automation";
import { expect } from "chai";
import { collectSteps } from "../../cli/drift/collect";
import {
  DnsRecord,
  Domain,
  Project,
  ProjectCrons,
  ProjectDeploymentRetention,
  ProjectDomain,
  ProjectEnvironmentVariable,
} from "../../provider";
import type { EmulatorHandle } from "../support/emulator";
import { useSharedLifecycle } from "../support/shared-lifecycle";

const PROJECTS = ["coalesce-a", "coalesce-b"];
const VARIABLES_PER_PROJECT = 100;
const RECORDS = 50;
const PROJECT_DOMAINS = 10;
const ZONE = "coalesce.example.dev";

const CHILDREN = PROJECTS.length * VARIABLES_PER_PROJECT + RECORDS + PROJECT_DOMAINS;
/** Parents whose children are read: the two projects (variables, domains) and the domain (records). */
const PARENTS = PROJECTS.length + 1;
/**
 * Settings resources of the first project: each reads its project with GET /v9/projects/{id}, as
 * Project does; identical GETs in flight share one request (provider/client/shared-gets.ts).
 */
const SETTINGS = 2;
/** The target for a refresh of N children over P parents. */
const BUDGET = Math.floor(CHILDREN / 10) + PARENTS;

/** Platform calls since the last clear, all routes together, and by route for the failure message. */
async function callsSince(
  emulator: EmulatorHandle,
): Promise<{ total: number; byRoute: Record<string, number> }> {
  const { counts } = await emulator.admin.requestCounts();
  return { total: Object.values(counts).reduce((sum, n) => sum + n, 0), byRoute: counts };
}

describe("a refresh of 260 siblings reads each parent's list, not each child", function () {
  this.timeout(600_000);
  const { emulator, shared, api } = useSharedLifecycle();

  before(() =>
    shared().setProgram(async () => {
      for (const name of PROJECTS) {
        const project = new Project(name, { name });
        for (let i = 0; i < VARIABLES_PER_PROJECT; i++) {
          new ProjectEnvironmentVariable(`${name}-var-${i}`, {
            projectId: project.id,
            key: `VAR_${i}`,
            value: `value-${i}`,
            targets: ["production"],
          });
        }
        if (name !== PROJECTS[0]) continue;
        new ProjectCrons(`${name}-crons`, { projectId: project.id, enabled: true });
        new ProjectDeploymentRetention(`${name}-retention`, {
          projectId: project.id,
          expirationPreview: "1m",
        });
        for (let i = 0; i < PROJECT_DOMAINS; i++) {
          new ProjectDomain(`${name}-domain-${i}`, { projectId: project.id, domain: `d${i}.${ZONE}` });
        }
      }
      const zone = new Domain("zone", { name: ZONE });
      for (let i = 0; i < RECORDS; i++) {
        new DnsRecord(`record-${i}`, { domain: zone.name, name: `r${i}`, type: "A", value: "203.0.113.7" });
      }
    }),
  );

  it(`creates them, then refreshes within N/10 + P = ${BUDGET} calls, finding no change`, async () => {
    await shared().stack.up();
    await emulator.admin.clearRequestCounts();
    const refreshed = await shared().stack.refresh();
    expect(refreshed.summary.resourceChanges).to.not.have.any.keys("update", "delete");
    const calls = await callsSince(emulator);
    expect(calls.total, JSON.stringify(calls.byRoute)).to.be.at.most(BUDGET);
    // One project read per project and settings resource at most; reads made together share one.
    const projectGets = calls.byRoute["GET /v9/projects/:idOrName"] ?? 0;
    expect(projectGets, JSON.stringify(calls.byRoute)).to.be.at.most(PROJECTS.length + SETTINGS);
    // Each parent is listed once in the run, however many resource types the engine configures
    // (Pulumi's dynamic host configures each type's provider once: seven times in this stack).
    const lists = (route: RegExp) =>
      Object.entries(calls.byRoute).reduce((sum, [key, n]) => (route.test(key) ? sum + n : sum), 0);
    const routes = JSON.stringify(calls.byRoute);
    expect(lists(/^GET \/v\d+\/projects\/:idOrName\/env$/), routes).to.be.at.most(PROJECTS.length);
    expect(lists(/^GET \/v\d+\/domains\/:domain\/records$/), routes).to.be.at.most(1);
    expect(lists(/^GET \/v\d+\/projects\/:idOrName\/domains$/), routes).to.be.at.most(1);
  });

  it("names exactly the variable edited outside the program among 200, and the record deleted outside it as gone", async () => {
    const { envs } = await api<{ envs: Array<{ id: string; key: string }> }>(
      "GET",
      `/v10/projects/${PROJECTS[1]}/env`,
    );
    const edited = envs.find((env) => env.key === "VAR_57");
    await api("PATCH", `/v9/projects/${PROJECTS[1]}/env/${edited?.id}`, { value: "changed elsewhere" });
    const { records } = await api<{ records: Array<{ id: string; name: string }> }>(
      "GET",
      `/v5/domains/${ZONE}/records?limit=100`,
    );
    const deleted = records.find((record) => record.name === "r23");
    await api("DELETE", `/v2/domains/${ZONE}/records/${deleted?.id}`);

    await emulator.admin.clearRequestCounts();
    const events: EngineEvent[] = [];
    await shared().stack.preview({ refresh: true, onEvent: (event) => events.push(event) });
    const found = collectSteps(events);
    expect(found.drifted.map(({ name }) => name)).to.deep.equal([`${PROJECTS[1]}-var-57`]);
    expect(found.missing.map(({ name, reason }) => ({ name, reason }))).to.deep.equal([
      { name: "record-23", reason: "deleted" },
    ]);
    expect(found.managed).to.have.length(CHILDREN + PARENTS + SETTINGS - 1);
    // The gone record is not in its domain's list: its own GET (a 404) says so, within the budget.
    const calls = await callsSince(emulator);
    expect(calls.total, JSON.stringify(calls.byRoute)).to.be.at.most(BUDGET);
  });
});
