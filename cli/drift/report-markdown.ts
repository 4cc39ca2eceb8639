// The report for a pull request comment: a heading with the counts, a table of drifted
// properties, lists of missing and undeclared resources, a table of unmanaged objects.
import {
  formatValue,
  missingReason,
  resourceLabel,
  SECTION_TITLES,
  summaryLine,
  type DriftedProperty,
  type DriftReport,
} from "./report";

export function renderMarkdown(report: DriftReport): string {
  const lines = [`## Drift report for stack ${code(report.stack)}`, ""];
  if (!report.summary.drift) {
    lines.push(`:white_check_mark: No drift: the platform matches the program (${summaryLine(report)}).`);
    return lines.join("\n");
  }
  lines.push(`:warning: **Drift found**: ${summaryLine(report)}.`);
  if (report.drifted.length > 0) {
    lines.push(
      "",
      `### ${SECTION_TITLES.drifted}`,
      "",
      "| Resource | Property | Program | Platform |",
      "| --- | --- | --- | --- |",
    );
    for (const resource of report.drifted) {
      const name = `${code(resourceLabel(resource))}${resource.replace ? " (replaced)" : ""}`;
      const properties = resource.properties.length > 0 ? resource.properties : [undefined];
      for (const property of properties) lines.push(`| ${name} | ${propertyCells(property)} |`);
    }
  }
  const list = (title: string, items: string[]) => {
    if (items.length > 0) lines.push("", `### ${title}`, "", ...items.map((item) => `- ${item}`));
  };
  list(
    SECTION_TITLES.missing,
    report.missing.map((r) => `${code(resourceLabel(r))}: ${missingReason(r)}`),
  );
  list(
    SECTION_TITLES.undeclared,
    report.undeclared.map((r) => code(resourceLabel(r))),
  );
  if (report.unmanaged.length > 0) {
    lines.push(
      "",
      `### ${SECTION_TITLES.unmanaged}`,
      "",
      "| Type | Name | Import id | Inside |",
      "| --- | --- | --- | --- |",
    );
    for (const object of report.unmanaged) {
      const parent = `${object.parent.type} ${object.parent.importId}`;
      lines.push(`| ${object.type} | ${cell(object.label)} | ${code(object.importId)} | ${code(parent)} |`);
    }
  }
  return lines.join("\n");
}

function propertyCells(property: DriftedProperty | undefined): string {
  if (!property) return "_not known_ | | ";
  if (property.secret) return `${code(property.path)} | _secret, changed_ | _secret_`;
  return `${code(property.path)} | ${code(formatValue(property.declared))} | ${code(formatValue(property.actual))}`;
}

/** Inline code in a table cell: a backtick inside needs a longer fence, a pipe an escape. */
function code(text: string): string {
  const fence = text.includes("`") ? "``" : "`";
  const padded = text.startsWith("`") || text.endsWith("`") ? ` ${text} ` : text;
  return cell(`${fence}${padded}${fence}`);
}

function cell(text: string): string {
  return text.replace(/\|/g, "\\|").replace(/\r?\n/g, " ");
}
