// Load: 500 resources with `--parallel 64` against the emulator at the platform's rate limits (on
// by default, docs/emulator.md): `up` succeeds, no 429 reaches the user, and the API calls per
// resource are printed. Spread over the route groups a team fills at once (projects, variables,
// DNS records, edge config items, shared variables) so the up fits the windows of one minute.
// Not destroyed (its deletes would take minutes at 60 a minute): the emulator stops instead.
import { rm } from "node:fs/promises";
import { dirname } from "node:path";
import { expect } from "chai";
import {
  DnsRecord,
  Domain,
  EdgeConfig,
  EdgeConfigItem,
  Project,
  ProjectEnvironmentVariable,
  SharedEnvironmentVariable,
} from "../../provider";
import { useEmulator } from "../support/emulator";
import { createTestStack, type TestStack } from "../support/pulumi-stack";
import { callCount, refused429, report } from "./figures";

const PROJECTS = 20;
const VARIABLES_PER_PROJECT = 12;
const RECORDS = 50;
const STORES = 6;
const ITEMS_PER_STORE = 25;
const SHARED = 33;
const TOTAL = PROJECTS * (1 + VARIABLES_PER_PROJECT) + 1 + RECORDS + STORES * (1 + ITEMS_PER_STORE) + SHARED;

function team(): void {
  for (let p = 0; p < PROJECTS; p++) {
    const project = new Project(`load-p${p}`, { name: `load-${p}` });
    for (let v = 0; v < VARIABLES_PER_PROJECT; v++) {
      new ProjectEnvironmentVariable(`load-p${p}-v${v}`, {
        projectId: project.id,
        key: `KEY_${v}`,
        value: `value-${p}-${v}`,
        targets: ["production", "preview"],
      });
    }
  }
  const domain = new Domain("load-domain", { name: "load.reliability.dev" });
  for (let r = 0; r < RECORDS; r++) {
    new DnsRecord(`load-r${r}`, { domain: domain.name, name: `host${r}`, type: "A", value: `10.0.0.${r}` });
  }
  for (let s = 0; s < STORES; s++) {
    const store = new EdgeConfig(`load-s${s}`, { name: `load_${s}` });
    for (let i = 0; i < ITEMS_PER_STORE; i++) {
      new EdgeConfigItem(`load-s${s}-i${i}`, { edgeConfigId: store.id, key: `key${i}`, value: `v${i}` });
    }
  }
  for (let v = 0; v < SHARED; v++) {
    new SharedEnvironmentVariable(`load-shared${v}`, {
      key: `LOAD_SHARED_${v}`,
      value: `shared-${v}`,
      targets: ["production"],
    });
  }
}

describe("reliability: 500 resources at the platform's rate limits, --parallel 64", function () {
  this.timeout(600_000);
  const emulator = useEmulator({ resetBetweenTests: false });
  let test: TestStack | undefined;

  after(async () => {
    // The stack is dropped with its temp dirs; its objects go with the emulator, which stops after.
    if (test) await rm(dirname(test.backendDir), { recursive: true, force: true });
  });

  it("creates every resource with no failure and no 429 reaching the user", async () => {
    expect(TOTAL).to.equal(500);
    test = await createTestStack(emulator, async () => team(), "load");
    const started = Date.now();
    const up = await test.stack.up({ parallel: 64 });
    const seconds = Math.round((Date.now() - started) / 1000);
    expect(up.summary.result).to.equal("succeeded");
    expect(up.summary.resourceChanges).to.deep.equal({ create: TOTAL + 1 });
    // A 429 the user would see fails the resource and the up; none is in its output either.
    expect(up.stdout).not.to.match(/429|rate_limited/);
    const calls = await callCount(emulator);
    const refused = await refused429(emulator);
    report(
      `load: ${TOTAL} resources, --parallel 64, up in ${seconds} s: ${calls} API calls ` +
        `(${(calls / TOTAL).toFixed(2)} per resource), ${refused} refused with 429 and retried`,
    );
  });
});
