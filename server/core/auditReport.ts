// The auditor's report (server/core/audit.ts) and how a person reads it: apart from the auditor, so the
// admin command line prints a report without loading the database layer.

export interface AuditResult {
  /** `core: …` or `<module>: …` */
  name: string;
  held: boolean;
  /** The first few rows that break it. */
  examples: string[];
}

export interface AuditReport {
  ok: boolean;
  results: AuditResult[];
}

/** The report as lines for a person: each check held or broken, with its examples. */
export function auditLines(report: AuditReport): string[] {
  return report.results.flatMap((r) => [`${r.held ? 'held  ' : 'BROKEN'}  ${r.name}`, ...r.examples.map((e) => `          ${e}`)]);
}
