// The Papers page's controls: text, sort, source, type, year range and needs review.
import { PUBLICATION_TYPES, label } from "../../lib/format";
import type { BrowsePapersParams, PaperSort, PaperSource } from "../../lib/types";

/** SOURCES are the sources a paper can come from, in the order shown, each with its one name
 * (the Papers page's filters and column, the Library's possible duplicates). */
export const SOURCES: { id: Exclude<PaperSource, "">; label: string }[] = [
  { id: "pdf", label: "PDF" }, { id: "zotero", label: "Zotero" }, { id: "bibtex", label: "BibTeX / RIS" }, { id: "corpus", label: "Corpus import" },
];

/** sourceName is a source's name, or undefined for an unrecorded one. */
export const sourceName = (s: string): string | undefined => SOURCES.find((x) => x.id === s)?.label;

/** SORTS are the orders of the Papers page; "own" is the default. */
export const SORTS: { id: PaperSort; label: string }[] = [
  { id: "own", label: "Your additions first" }, { id: "recent", label: "Recently added" }, { id: "year", label: "Year (newest)" },
  { id: "title", label: "Title (A–Z)" }, { id: "author", label: "First author (A–Z)" },
];

/** PaperQuery is what the controls choose (library and paging are set by the page). */
export type PaperQuery = Pick<BrowsePapersParams, "sources" | "types" | "year_from" | "year_to" | "needs_review" | "sort">;

/** filtersActive says whether q narrows the list (the sort alone does not). */
export const filtersActive = (q: PaperQuery) =>
  !!q.sources?.length || !!q.types?.length || q.year_from != null || q.year_to != null || q.needs_review != null;

/** PaperFilters edits a PaperQuery; typed text is debounced by the caller. */
export function PaperFilters({ q, onChange, typed, onType }: { q: PaperQuery; onChange: (q: PaperQuery) => void; typed: string; onType: (s: string) => void }) {
  const sources = q.sources ?? [];
  const flip = (s: PaperSource) => onChange({ ...q, sources: sources.includes(s) ? sources.filter((x) => x !== s) : [...sources, s] });
  const year = (v: string) => (v.trim() === "" || Number.isNaN(Number(v)) ? undefined : Number(v));
  const active = filtersActive(q);
  return (
    <div className="paper-filters" data-testid="paper-filters">
      <div className="paper-filters-row">
        <input type="search" className="grow" placeholder="Filter papers by title, author, DOI…" value={typed} onChange={(e) => onType(e.target.value)} aria-label="Filter papers" />
        <label className="field inline">Sort<select aria-label="Sort papers" value={q.sort ?? "own"} onChange={(e) => onChange({ ...q, sort: e.target.value as PaperSort })}>
          {SORTS.map((s) => <option key={s.id} value={s.id}>{s.label}</option>)}</select></label>
      </div>
      <div className="paper-filters-row">
        <div className="chips" role="group" aria-label="Source">
          {SOURCES.map((s) => <button key={s.id} type="button" className={sources.includes(s.id) ? "chip on" : "chip"} aria-pressed={sources.includes(s.id)} onClick={() => flip(s.id)}>{s.label}</button>)}
        </div>
        <label className="field inline">Type<select aria-label="Type" value={q.types?.[0] ?? ""} onChange={(e) => onChange({ ...q, types: e.target.value ? [e.target.value] : undefined })}>
          <option value="">Any</option><option value="unknown">Unknown</option>
          {PUBLICATION_TYPES.map((t) => <option key={t} value={t}>{label(t)}</option>)}</select></label>
        <label className="field inline">Years<input type="number" className="year" aria-label="Year from" placeholder="from" value={q.year_from ?? ""} onChange={(e) => onChange({ ...q, year_from: year(e.target.value) })} />
          –<input type="number" className="year" aria-label="Year to" placeholder="to" value={q.year_to ?? ""} onChange={(e) => onChange({ ...q, year_to: year(e.target.value) })} /></label>
        <label className="check small"><input type="checkbox" checked={q.needs_review === true} onChange={(e) => onChange({ ...q, needs_review: e.target.checked ? true : undefined })} /> Needs review</label>
        {active && <button type="button" className="btn btn-link btn-small" onClick={() => onChange({ sort: q.sort })}>Clear filters</button>}
      </div>
    </div>
  );
}
