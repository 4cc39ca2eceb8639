// The coverage as a Markdown table, one row per catalogue group (served / total), as
// `vercel-pulumi emulator --coverage` prints it and the README shows it (cli/generate-coverage.ts
// writes it there; a unit test fails when the README's copy differs).
import type { CatalogueCoverage } from "./coverage";

export function coverageMarkdown(coverage: CatalogueCoverage): string {
  const rows = coverage.groups.map(
    ({ group, note, served, total }) =>
      `| \`${group}\` | ${note} | ${served} / ${total} | ${served === total ? "all" : served === 0 ? "none" : "part"} |`,
  );
  return [
    "| Catalogue group | What | Served | |",
    "| --- | --- | --- | --- |",
    ...rows,
    `| **all** | | **${coverage.served} / ${coverage.total}** | |`,
  ].join("\n");
}
