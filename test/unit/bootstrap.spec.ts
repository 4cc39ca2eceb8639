// `source scripts/bootstrap.sh` in a user's shell: the toolchain on PATH, and the shell as it was.
// A sourced script that turned on strict mode, or exited on a failure, would close the terminal at
// the user's next failing command (`vercel-pulumi drift` finding drift exits 1).
import { expect } from "chai";
import { execFileSync } from "node:child_process";
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { REPO_ROOT } from "../support/engine";

/** Runs `script` in a bash without strict mode, as an interactive shell is; answers its stdout. */
const shell = (script: string) =>
  execFileSync("bash", ["-c", `set +euo pipefail\n${script}`], { encoding: "utf8", stdio: "pipe" });

/** After sourcing: the source's status, the shell's errexit/nounset/pipefail, and that it lived on. */
const AFTER =
  'status=$?; echo "status=$status errexit=$(shopt -qo errexit && echo on || echo off) nounset=$(shopt -qo nounset && echo on || echo off) pipefail=$(shopt -qo pipefail && echo on || echo off) alive"';

describe("scripts/bootstrap.sh, sourced", function () {
  this.timeout(120_000);

  it("puts the pinned engine on PATH and leaves the shell's options as they were", () => {
    const out = shell(
      `source "${REPO_ROOT}/scripts/bootstrap.sh" >/dev/null 2>&1\n${AFTER}\ncommand -v pulumi`,
    );
    expect(out).to.include("status=0 errexit=off nounset=off pipefail=off alive");
    expect(out).to.include(join(REPO_ROOT, ".tools", "pulumi", "bin", "pulumi"));
  });

  it("returns 1 when the install fails, without exiting the shell or changing its options", () => {
    // A copy of the scripts whose install step fails, as a network outage would make it.
    const repo = mkdtempSync(join(tmpdir(), "bootstrap-"));
    mkdirSync(join(repo, "scripts"));
    for (const file of ["bootstrap.sh", "toolchain.env"])
      copyFileSync(join(REPO_ROOT, "scripts", file), join(repo, "scripts", file));
    const install = join(repo, "scripts", "install-toolchain.sh");
    writeFileSync(install, '#!/usr/bin/env bash\necho "bootstrap: npm registry unreachable" >&2\nexit 1\n');
    chmodSync(install, 0o755);
    const out = shell(`source "${repo}/scripts/bootstrap.sh" 2>/dev/null\n${AFTER}`);
    expect(out).to.include("status=1 errexit=off nounset=off pipefail=off alive");
  });
});
