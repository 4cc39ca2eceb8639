// The coverage table as docs/emulator.md and `vercel-pulumi emulator --coverage` show it: the
// emulator's catalogue coverage (emulator/coverage.ts) as a Markdown table laid out by prettier, and
// the page's copy of it between its markers (written by cli/generate-coverage.ts, checked by a unit test).
import { format } from "prettier";
import { API_AREAS } from "../emulator/areas";
import { catalogueCoverage, type CatalogueCoverage } from "../emulator/coverage";
import { coverageMarkdown } from "../emulator/coverage-table";

/** The page that shows the table, relative to the repository root. */
export const COVERAGE_DOC = "docs/emulator.md";
export const COVERAGE_START = "<!-- emulator-coverage:start (npm run generate) -->";
export const COVERAGE_END = "<!-- emulator-coverage:end -->";

/** The coverage of the emulator as shipped (its built-in areas). */
export function emulatorCoverage(): CatalogueCoverage {
  return catalogueCoverage(API_AREAS.flatMap((area) => area.routes));
}

/** The table as prettier lays it out, so `prettier --check` and the page agree. */
export async function coverageTableText(): Promise<string> {
  return (await format(coverageMarkdown(emulatorCoverage()), { parser: "markdown" })).trimEnd();
}

/** The page's table, between the markers; undefined when the markers are missing. */
export function documentedCoverageTable(readme: string): string | undefined {
  const start = readme.indexOf(COVERAGE_START);
  const end = readme.indexOf(COVERAGE_END);
  if (start < 0 || end < start) return undefined;
  return readme.slice(start + COVERAGE_START.length, end).trim();
}
