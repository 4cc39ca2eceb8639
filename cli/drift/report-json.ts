// The report for machines: the DriftReport object itself (report.ts documents each field; the
// shape is stable, see docs/drift.md). Secret values are not in it to begin with.
import type { DriftReport } from "./report";

export function renderJson(report: DriftReport): string {
  return JSON.stringify(report, null, 2);
}
