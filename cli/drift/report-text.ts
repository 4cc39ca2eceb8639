// The report for a terminal or a CI log: one section per finding, one line per property.
import {
  formatValue,
  missingReason,
  resourceLabel,
  SECTION_TITLES,
  summaryLine,
  type DriftedProperty,
  type DriftReport,
  type UnmanagedObject,
} from "./report";

export function renderText(report: DriftReport): string {
  if (!report.summary.drift) {
    return `No drift in stack ${report.stack}: the platform matches the program (${summaryLine(report)}).`;
  }
  const lines = [`Drift in stack ${report.stack}: ${summaryLine(report)}.`];
  const section = (title: string, body: string[]) => {
    if (body.length > 0) lines.push("", `${title}:`, ...body);
  };
  section(
    SECTION_TITLES.drifted,
    report.drifted.flatMap((resource) => [
      `  ${resourceLabel(resource)}${resource.replace ? " (the next up replaces it)" : ""}`,
      ...(resource.properties.length > 0
        ? resource.properties.map((property) => `    ${propertyLine(property)}`)
        : ["    (the provider did not say which property differs)"]),
    ]),
  );
  section(
    SECTION_TITLES.missing,
    report.missing.map((resource) => `  ${resourceLabel(resource)}: ${missingReason(resource)}`),
  );
  section(
    SECTION_TITLES.undeclared,
    report.undeclared.map((resource) => `  ${resourceLabel(resource)}`),
  );
  section(
    SECTION_TITLES.unmanaged,
    report.unmanaged.map((object) => `  ${unmanagedLine(object)}`),
  );
  return lines.join("\n");
}

function propertyLine(property: DriftedProperty): string {
  if (property.secret) return `${property.path}: changed (secret value, not shown)`;
  return `${property.path}: program ${formatValue(property.declared)}, platform ${formatValue(property.actual)}`;
}

function unmanagedLine(object: UnmanagedObject): string {
  return `${object.type} ${object.label} (import id ${object.importId}) in ${object.parent.type} ${object.parent.importId}`;
}
