// Writes the emulator's catalogue coverage table into docs/emulator.md between its markers
// (cli/coverage-text.ts). `npm run generate` (after a build) rewrites it;
// test/unit/emulator-coverage.spec.ts fails when the page's table differs from what the emulator serves.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { COVERAGE_DOC, COVERAGE_END, COVERAGE_START, coverageTableText } from "./coverage-text";

async function main(): Promise<void> {
  const file = join(__dirname, "..", "..", COVERAGE_DOC);
  const page = readFileSync(file, "utf8");
  const start = page.indexOf(COVERAGE_START);
  const end = page.indexOf(COVERAGE_END);
  if (start < 0 || end < start)
    throw new Error(`${COVERAGE_DOC} lacks the markers ${COVERAGE_START} … ${COVERAGE_END}`);
  const table = await coverageTableText();
  writeFileSync(file, `${page.slice(0, start + COVERAGE_START.length)}\n\n${table}\n\n${page.slice(end)}`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
