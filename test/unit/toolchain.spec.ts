// The engine is pinned in scripts/toolchain.env; the SDK in package.json must be the same release.
import { expect } from "chai";
import { readFileSync } from "node:fs";
import { join } from "node:path";

const repo = join(__dirname, "..", "..", "..");

describe("toolchain pins", () => {
  it("keeps @pulumi/pulumi on the engine's version", () => {
    const env = readFileSync(join(repo, "scripts", "toolchain.env"), "utf8");
    const engine = /^PULUMI_VERSION=(\S+)$/m.exec(env)?.[1];
    const pkg = JSON.parse(readFileSync(join(repo, "package.json"), "utf8")) as {
      devDependencies: Record<string, string>;
    };
    expect(engine, "PULUMI_VERSION in scripts/toolchain.env").to.match(/^\d+\.\d+\.\d+$/);
    expect(pkg.devDependencies["@pulumi/pulumi"]).to.equal(engine);
  });
});
