// `vercel-pulumi install-plugin`: the plugin directory the engine accepts as installed, with an
// executable that really starts the plugin (it prints its port, as the engine expects).
import { expect } from "chai";
import { spawn } from "node:child_process";
import { once } from "node:events";
import { access, constants, mkdir, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { main } from "../../cli";
import { REPO_ROOT } from "../support/engine";

describe("vercel-pulumi install-plugin", () => {
  let home: string;
  const version = async () =>
    (JSON.parse(await readFile(join(REPO_ROOT, "package.json"), "utf8")) as { version: string }).version;

  beforeEach(async () => {
    home = await mkdtemp(join(tmpdir(), "vercel-pulumi-home-"));
  });
  afterEach(async () => {
    await rm(home, { recursive: true, force: true });
  });

  async function install(env: Record<string, string> = {}, args: string[] = ["--pulumi-home", home]) {
    const out: string[] = [];
    const code = await main(["install-plugin", ...args], {
      stdout: (l) => out.push(l),
      stderr: (l) => out.push(l),
      env,
    });
    return { code, out: out.join("\n") };
  }

  it("writes plugins/resource-vercel-v<version>/pulumi-resource-vercel, executable, and clears a stale .partial", async () => {
    const directory = join(home, "plugins", `resource-vercel-v${await version()}`);
    await mkdir(join(home, "plugins"));
    await writeFile(`${directory}.partial`, "");
    const { code, out } = await install();
    expect(code).to.equal(0);
    const executable = join(directory, "pulumi-resource-vercel");
    expect(out).to.include(executable);
    await access(executable, constants.X_OK);
    expect((await stat(executable)).mode & 0o111).to.not.equal(0);
    const partial = await stat(`${directory}.partial`).then(
      () => true,
      () => false,
    );
    expect(partial, "a .partial file hides the plugin from the engine").to.equal(false);
  });

  it("defaults to $PULUMI_HOME", async () => {
    const { code } = await install({ PULUMI_HOME: home }, []);
    expect(code).to.equal(0);
    await access(
      join(home, "plugins", `resource-vercel-v${await version()}`, "pulumi-resource-vercel"),
      constants.X_OK,
    );
  });

  it("installs an executable that starts the plugin, which prints its port", async () => {
    await install();
    const executable = join(home, "plugins", `resource-vercel-v${await version()}`, "pulumi-resource-vercel");
    const child = spawn(executable, ["127.0.0.1:0"], { stdio: ["ignore", "pipe", "inherit"] });
    try {
      const [first] = (await once(child.stdout, "data")) as [Buffer];
      expect(String(first).trim()).to.match(/^\d+$/);
    } finally {
      child.kill();
      await once(child, "exit");
    }
  });

  it("rejects an unknown option with the usage", async () => {
    const { code, out } = await install({}, ["--nope"]);
    expect(code).to.equal(2);
    expect(out).to.include("Usage: vercel-pulumi install-plugin");
  });
});
