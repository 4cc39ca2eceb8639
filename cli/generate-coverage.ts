// Writes the emulator's catalogue coverage table into README.md between its markers
// (cli/coverage-text.ts). `npm run generate` (after a build) rewrites it;
// test/unit/emulator-coverage.spec.ts fails when the README's table differs from what the emulator serves.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { COVERAGE_END, COVERAGE_START, coverageTableText } from "./coverage-text";

async function main(): Promise<void> {
  const file = join(__dirname, "..", "..", "README.md");
  const readme = readFileSync(file, "utf8");
  const start = readme.indexOf(COVERAGE_START);
  const end = readme.indexOf(COVERAGE_END);
  if (start < 0 || end < start)
    throw new Error(`README.md lacks the markers ${COVERAGE_START} … ${COVERAGE_END}`);
  const table = await coverageTableText();
  writeFileSync(
    file,
    `${readme.slice(0, start + COVERAGE_START.length)}\n\n${table}\n\n${readme.slice(end)}`,
  );
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
