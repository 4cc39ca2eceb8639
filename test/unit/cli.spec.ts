// The top-level `vercel-pulumi` command: version and help.
import { expect } from "chai";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { main } from "../../cli";
import { REPO_ROOT } from "../support/engine";

function run(argv: string[]): Promise<{ code: number; stdout: string[]; stderr: string[] }> {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return main(argv, { stdout: (l) => stdout.push(l), stderr: (l) => stderr.push(l), env: {} }).then(
    (code) => ({
      code,
      stdout,
      stderr,
    }),
  );
}

describe("vercel-pulumi", () => {
  it("prints the package's version with --version", async () => {
    const { version } = JSON.parse(readFileSync(join(REPO_ROOT, "package.json"), "utf8")) as {
      version: string;
    };
    expect(await run(["--version"])).to.deep.equal({ code: 0, stdout: [version], stderr: [] });
  });

  it("says in --help that stack config wins over the environment", async () => {
    const { code, stdout } = await run(["--help"]);
    expect(code).to.equal(0);
    expect(stdout.join("\n"))
      .to.include("stack config wins over the environment")
      .and.include("VERCEL_API_TOKEN");
  });
});
