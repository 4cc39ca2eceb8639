// AttackChallengeMode (with getAttackChallengeMode) and FirewallBypass on the real Pulumi engine,
// in one shared stack: up, a preview with no change, out-of-band edits detected and repaired, a note
// changed in place, a source changed by replacement, a rule made outside adopted, the mode ending by
// itself on the emulator's clock (enabled drifts to false), and a destroy that leaves it empty.
import * as pulumi from "@pulumi/pulumi";
import { expect } from "chai";
import {
  AttackChallengeMode,
  FirewallBypass,
  Project,
  ProjectDomain,
  getAttackChallengeModeOutput,
} from "../../provider";
import { stateResource } from "../support/pulumi-stack";
import { rejection } from "../support/rejection";
import { useSharedLifecycle } from "../support/shared-lifecycle";

/** A fixed end, so every run of the program declares the same one. */
const UNTIL = Date.UTC(2031, 0, 1);

interface Rule {
  Id: string;
  Domain: string;
  Ip: string;
  Note: string;
  IsProjectRule: boolean;
}

describe("attack challenge mode and firewall bypass rules in one stack", function () {
  this.timeout(300_000);
  const { emulator, shared, api } = useSharedLifecycle();
  let projectId = "";
  const rules = async () =>
    (await api<{ result: Rule[] }>("GET", `/v1/security/firewall/bypass?projectId=${projectId}`)).result;
  const security = async () =>
    (
      await api<{ security?: { attackModeEnabled?: boolean; attackModeActiveUntil?: number | null } }>(
        "GET",
        `/v9/projects/${projectId}`,
      )
    ).security;

  /** The program, with the office rule's source and note and whether the adopted rule is declared. */
  const program = (office: { sourceIp: string; note: string }, adopted: boolean) => async () => {
    const project = new Project("shop", { name: "shop" });
    const domain = new ProjectDomain("shop-domain", { projectId: project.id, domain: "shop.example.com" });
    const attack = new AttackChallengeMode("attack", {
      projectId: project.id,
      enabled: true,
      attackModeActiveUntil: UNTIL,
    });
    new FirewallBypass(
      "office",
      { projectId: project.id, domain: "shop.example.com", ...office },
      { dependsOn: [domain] },
    );
    new FirewallBypass("monitors", { projectId: project.id, domain: "*", sourceIp: "52.33.44.0/24" });
    if (adopted) {
      new FirewallBypass("partner", {
        projectId: project.id,
        domain: "*",
        sourceIp: "198.51.100.7",
        adopt: true,
      });
    }
    // Through the resource's output, so the lookup runs once the mode is set.
    const mode = getAttackChallengeModeOutput({ projectId: attack.projectId });
    return { projectId: project.id, lookedUp: pulumi.all([mode.enabled, mode.attackModeActiveUntil]) };
  };

  before(() => shared().setProgram(program({ sourceIp: "5.6.7.8", note: "office" }, false)));

  it("creates the mode and both rules, previews no change, and the lookup sees the mode", async () => {
    const up = await shared().stack.up();
    expect(up.summary.resourceChanges).to.deep.include({ create: 6 }); // five resources and the stack
    projectId = String(up.outputs.projectId?.value);
    expect(up.outputs.lookedUp?.value).to.deep.equal([true, UNTIL]);
    expect(await security()).to.include({ attackModeEnabled: true, attackModeActiveUntil: UNTIL });
    // Both rules are created at once: compare them in a fixed order.
    expect((await rules()).map((rule) => [rule.Domain, rule.Ip, rule.Note]).sort()).to.deep.equal([
      ["*", "52.33.44.0/24", ""],
      ["shop.example.com", "5.6.7.8", "office"],
    ]);
    const office = await stateResource(shared().stack, "office");
    expect(office?.id).to.equal(`${projectId}#shop.example.com#5.6.7.8`);
    await shared().stack.preview({ refresh: true, expectNoChanges: true });
  });

  it("detects the mode switched off, a rule removed and a note edited out of band, and puts them back", async () => {
    await api("POST", "/v1/security/attack-mode", { projectId, attackModeEnabled: false });
    await api("DELETE", `/v1/security/firewall/bypass?projectId=${projectId}`, {
      projectScope: true,
      sourceIp: "52.33.44.0/24",
    });
    await api("POST", `/v1/security/firewall/bypass?projectId=${projectId}`, {
      domain: "shop.example.com",
      sourceIp: "5.6.7.8",
      note: "edited",
    });
    const drift = await rejection(shared().stack.previewRefresh({ expectNoChanges: true }));
    expect(String(drift)).to.match(/no changes were expected/i);

    await shared().stack.up({ refresh: true });
    await shared().stack.preview({ refresh: true, expectNoChanges: true });
    expect(await security()).to.include({ attackModeEnabled: true, attackModeActiveUntil: UNTIL });
    expect((await rules()).map((rule) => [rule.Ip, rule.Note]).sort()).to.deep.equal([
      ["5.6.7.8", "office"],
      ["52.33.44.0/24", ""],
    ]);
  });

  it("changes a note in place, replaces a rule whose source changed, and adopts one made outside", async () => {
    await api("POST", `/v1/security/firewall/bypass?projectId=${projectId}`, {
      projectScope: true,
      sourceIp: "198.51.100.7",
      note: "made outside",
    });
    shared().setProgram(program({ sourceIp: "5.6.7.8", note: "front office" }, false));
    const edit = await shared().stack.up();
    expect(edit.summary.resourceChanges).to.deep.include({ update: 1 });
    expect((await rules()).find((rule) => rule.Ip === "5.6.7.8")?.Note).to.equal("front office");

    shared().setProgram(program({ sourceIp: "5.6.7.0/24", note: "front office" }, true));
    const replaced = await shared().stack.up();
    expect(replaced.summary.resourceChanges).to.deep.include({ replace: 1, create: 1 });
    const ips = (await rules()).map((rule) => rule.Ip).sort();
    expect(ips).to.deep.equal(["198.51.100.7", "5.6.7.0/24", "52.33.44.0/24"]);
    await shared().stack.preview({ refresh: true, expectNoChanges: true });
  });

  it("sees the mode end by itself when its time is up: enabled drifts to false", async () => {
    await emulator.admin.api("POST", "/_emulator/clock", { advanceMs: UNTIL - Date.now() + 3_600_000 });
    expect(await security()).to.include({ attackModeEnabled: false });
    const refreshed = await shared().stack.refresh();
    expect(refreshed.summary.resourceChanges).to.deep.include({ update: 1 });
    const attack = await stateResource(shared().stack, "attack");
    expect(attack?.outputs).to.include({ enabled: false });
    // Switching it on again with an end in the past is the platform's refusal, naming the field.
    const refused = await rejection(shared().stack.up());
    expect(String(refused)).to.contain("attackModeActiveUntil").and.contain("future");
  });

  it("destroys them, leaving the emulator empty", async () => {
    await shared().stack.destroy();
    expect(await emulator.admin.state()).to.deep.include({ total: 0 });
  });
});
