// The protection family on the real Pulumi engine, in one shared stack: automation bypasses of a
// project (pulumiverse's documented example: a generated one and one with the caller's secret), the
// env-var default moved in place, the secrets kept as Pulumi secrets (never plain in state or the
// engine's output), an out-of-band edit and delete repaired, one made outside adopted by its secret,
// a preview alias made public by a DeploymentProtectionException (and its revocation repaired),
// and a destroy that leaves the emulator empty (the Terraform-form import id is the native front's:
// test/native/resources.spec.ts).
import { expect } from "chai";
import {
  Alias,
  Deployment,
  DeploymentProtectionException,
  Project,
  ProjectProtectionBypass,
} from "../../provider";
import { stateResource } from "../support/pulumi-stack";
import { rejection } from "../support/rejection";
import { useSharedLifecycle } from "../support/shared-lifecycle";

type Bypasses = Record<string, { isEnvVar?: boolean; note?: string }>;

describe("a project's protection bypasses in one stack", function () {
  this.timeout(300_000);
  const { emulator, shared, api } = useSharedLifecycle();
  const QA = "abcdefghijklmnopqrstuvwxyz123456";
  const IMPORTED = "zyxwvutsrqponmlkjihgfedcba654321";
  const bypasses = async () =>
    (await api<{ protectionBypass?: Bypasses }>("GET", "/v9/projects/bypassed")).protectionBypass ?? {};

  /** The example's stack; `qaDefault` promotes the QA bypass, `imported` adds one made outside. */
  const PREVIEW = "bypassed-preview.vercel.app";
  const sitePage = () => fetch(`${emulator.url}/_sites/${PREVIEW}/`);

  function program(
    options: { qaDefault?: boolean; ciNote?: string; adoptMadeOutside?: boolean; exception?: boolean } = {},
  ) {
    return async () => {
      const example = new Project("example", { name: "bypassed" });
      const ci = new ProjectProtectionBypass("ci", {
        projectId: example.id,
        note: options.ciNote ?? "ci pipeline",
      });
      new ProjectProtectionBypass("qa", {
        projectId: example.id,
        note: "preview QA",
        secret: QA,
        ...(options.qaDefault ? { isEnvVar: true } : {}),
      });
      if (options.adoptMadeOutside) {
        new ProjectProtectionBypass("imported", {
          projectId: example.id,
          secret: IMPORTED,
          note: "made outside",
          adopt: true,
        });
      }
      if (options.exception) {
        const preview = new Deployment("preview", {
          projectId: example.id,
          files: { "index.html": "<h1>preview</h1>" },
          deleteOnDestroy: true,
        });
        const alias = new Alias("preview-alias", { alias: PREVIEW, deploymentId: preview.id });
        new DeploymentProtectionException("public-preview", { projectId: example.id, alias: alias.alias });
      }
      return { ciSecret: ci.secret, ciIsEnvVar: ci.isEnvVar, ciId: ci.id };
    };
  }

  it("creates both bypasses: the first made is the env-var default, the secrets stay secret", async () => {
    shared().setProgram(program());
    const up = await shared().stack.up();
    expect(up.summary.resourceChanges).to.deep.include({ create: 4 });
    const made = await bypasses();
    const ciSecret = Object.keys(made).find((secret) => secret !== QA)!;
    expect(ciSecret).to.match(/^[a-zA-Z0-9]{32}$/);
    expect(made[QA]).to.include({ note: "preview QA" });
    expect(made[ciSecret]).to.include({ note: "ci pipeline" });
    // Both are made at once: whichever the platform saw first is the default, and only one is.
    expect(Object.values(made).filter((b) => b.isEnvVar).length).to.equal(1);

    expect(up.outputs.ciSecret).to.deep.include({ value: ciSecret, secret: true });
    expect(String(up.outputs.ciId?.value)).to.match(/^prj_\w+\/sha256-[0-9a-f]{24}$/);
    const state = await shared().exportEncrypted();
    expect(state).to.not.include(ciSecret).and.not.include(QA);
    expect(up.stdout + up.stderr)
      .to.not.include(ciSecret)
      .and.not.include(QA);
    await shared().stack.preview({ refresh: true, expectNoChanges: true });
  });

  it("promotes the QA bypass in place, which demotes the other", async () => {
    shared().setProgram(program({ qaDefault: true }));
    await shared().stack.up();
    const made = await bypasses();
    expect(made[QA]).to.include({ isEnvVar: true });
    expect(Object.values(made).filter((b) => b.isEnvVar).length).to.equal(1);
    const up = await shared().stack.up({ refresh: true });
    expect(up.outputs.ciIsEnvVar?.value).to.equal(false);
    await shared().stack.preview({ refresh: true, expectNoChanges: true });
  });

  it("detects an out-of-band edit and delete, and puts them back", async () => {
    const ciSecret = Object.keys(await bypasses()).find((secret) => secret !== QA)!;
    await api("PATCH", "/v1/projects/bypassed/protection-bypass", { update: { secret: QA, note: "edited" } });
    await api("PATCH", "/v1/projects/bypassed/protection-bypass", {
      revoke: { secret: ciSecret, regenerate: false },
    });
    const drift = await rejection(shared().stack.previewRefresh({ expectNoChanges: true }));
    expect(String(drift)).to.match(/no changes were expected/i);

    await shared().stack.up({ refresh: true });
    await shared().stack.preview({ refresh: true, expectNoChanges: true });
    const made = await bypasses();
    expect(made[QA]).to.include({ note: "preview QA", isEnvVar: true });
    expect(Object.keys(made)).to.have.length(2);
    expect(made).to.not.have.property(ciSecret);
  });

  it("adopts a bypass made outside by its secret, the natural key", async () => {
    await api("PATCH", "/v1/projects/bypassed/protection-bypass", {
      generate: { secret: IMPORTED, note: "made outside" },
    });
    shared().setProgram(program({ qaDefault: true, adoptMadeOutside: true }));
    const up = await shared().stack.up();
    expect(up.summary.resourceChanges).to.deep.include({ create: 1 });
    expect(Object.keys(await bypasses())).to.have.length(3);
    const adopted = await stateResource(shared().stack, "imported");
    expect(String(adopted?.id)).to.match(/^prj_\w+\/sha256-[0-9a-f]{24}$/);
    expect(await shared().exportEncrypted()).to.not.include(IMPORTED);
    await shared().stack.preview({ refresh: true, expectNoChanges: true });
  });

  it("makes a preview alias public with a DeploymentProtectionException, and repairs its revocation", async () => {
    shared().setProgram(program({ qaDefault: true, adoptMadeOutside: true, exception: true }));
    const up = await shared().stack.up();
    expect(up.summary.resourceChanges).to.deep.include({ create: 3 });
    const exception = await stateResource(shared().stack, "public-preview");
    expect(String(exception?.id)).to.match(new RegExp(`^prj_\\w+/${PREVIEW.replace(/\./g, "\\.")}$`));
    const page = await sitePage();
    expect(page.status).to.equal(200);
    expect(await page.text()).to.equal("<h1>preview</h1>");
    await shared().stack.preview({ refresh: true, expectNoChanges: true });

    await api("PATCH", `/aliases/${PREVIEW}/protection-bypass`, {
      override: { scope: "alias-protection-override", action: "revoke" },
    });
    expect((await sitePage()).status).to.equal(401);
    const drift = await rejection(shared().stack.previewRefresh({ expectNoChanges: true }));
    expect(String(drift)).to.match(/no changes were expected/i);
    await shared().stack.up({ refresh: true });
    expect((await sitePage()).status).to.equal(200);
    await shared().stack.preview({ refresh: true, expectNoChanges: true });
  });

  it("destroys them, handing the default over before revoking it, leaving the emulator empty", async () => {
    await shared().stack.destroy();
    expect(await emulator.admin.state()).to.deep.include({ total: 0 });
  });
});
