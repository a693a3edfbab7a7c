// The "check" mark on a field the PDF reading was unsure of (issue 22): shown in the papers
// table and the paper drawer until the user edits or confirms the field.
import type { Paper } from "../../lib/types";

/** needsCheck reports whether field (title, authors, year, venue, doi, type, abstract, url) is to be checked. */
export function needsCheck(p: Paper, field: string): boolean {
  return (p.fields_to_check ?? []).includes(field);
}

/** CheckMark shows "check" beside a field read with low confidence, with that confidence in its tooltip. */
export function CheckMark({ paper, field }: { paper: Paper; field: string }) {
  if (!needsCheck(paper, field)) return null;
  const c = paper.field_confidence?.[field];
  const tip = `Read from the PDF with ${c == null ? "low" : `${Math.round(c * 100)}%`} confidence: check it, then save.`;
  return <span className="badge badge-check" title={tip} data-testid={`check-${field}`}>check</span>;
}

/** OtherChecks marks, in one badge, the fields to check that a table does not show. */
export function OtherChecks({ paper, shown }: { paper: Paper; shown: string[] }) {
  const rest = (paper.fields_to_check ?? []).filter((f) => !shown.includes(f));
  if (rest.length === 0) return null;
  return <span className="badge badge-check" title={`Read from the PDF with low confidence: ${rest.join(", ")}`} data-testid="check-other">check {rest.join(", ")}</span>;
}
