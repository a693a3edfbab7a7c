// Small display helpers shared by the pages.
import type { Author } from "./types";

/** authorName renders one author as "Family, G." or the literal name. */
export function authorName(a: Author): string {
  if (a.literal) return a.literal;
  if (a.family && a.given) return `${a.family}, ${a.given.charAt(0)}.`;
  return a.family || a.given || "";
}

/** authorList shortens long author lists with "et al.". */
export function authorList(authors: Author[] | null | undefined, max = 3): string {
  const list = (authors ?? []).map(authorName).filter(Boolean);
  if (list.length === 0) return "—";
  return list.length > max ? `${list.slice(0, max).join("; ")} et al.` : list.join("; ");
}

/** when formats an RFC 3339 time for people. */
export function when(ts: string | null | undefined): string {
  if (!ts) return "—";
  const d = new Date(ts);
  return isNaN(d.getTime()) ? ts : d.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}

/** label turns snake_case enum values into words. */
export function label(v: string | null | undefined): string {
  if (!v) return "—";
  return v.replace(/_/g, " ").replace(/^./, (c) => c.toUpperCase());
}

/** importSummary says what an import did: created, matched papers already there (and how many it completed), failed. */
export function importSummary(r: { created: number; duplicates: number; merged?: number; failed?: { line: number; error: string }[] | null }, from?: string): string {
  const failed = r.failed?.length ?? 0;
  const parts = [`Imported ${r.created} new paper${r.created === 1 ? "" : "s"}${from ? ` from ${from}` : ""}`];
  if (r.duplicates) parts.push(`${r.duplicates} already in the library${r.merged ? ` (${r.merged} completed with fields they lacked)` : ""}`);
  if (failed) parts.push(`${failed} failed (first: line ${r.failed![0].line}: ${r.failed![0].error})`);
  return parts.join(", ");
}

/** isoDate formats a Date as YYYY-MM-DD in local time. */
export function isoDate(d: Date): string {
  const p = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

export const DEPTHS = ["standard", "high_quality", "deep_review"] as const;
export const PUBLICATION_TYPES = ["journal_article", "conference_paper", "preprint", "book", "book_chapter",
  "thesis", "report", "review", "dataset", "other"];
export const LANGUAGES = ["en", "de", "fr", "es", "it", "pt", "nl", "sv", "da", "nb", "fi", "pl",
  "cs", "hu", "ro", "el", "tr", "ru", "uk", "ar", "he", "hi", "ja", "zh"];
