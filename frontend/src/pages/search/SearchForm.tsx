// The question box with depth, filters, answer format and language. Filters belong to one search:
// they show as chips while set and are cleared after the search starts, unless pinned.
import { useState } from "react";
import { limitText, useDraft } from "../../lib/drafts";
import { DEPTHS, LANGUAGES, PUBLICATION_TYPES, label } from "../../lib/format";
import type { Depth } from "../../lib/types";
import type { CreateSearchParams } from "../../lib/types_research";
import type { Library } from "../../lib/types";
import { FilterChips, cleanFilters, type Filters } from "./FilterChips";

const PRICE: Record<string, number> = { standard: 5, high_quality: 15, deep_review: 60 };
/** MAX_QUERY is the service's limit on a search question. */
export const MAX_QUERY = 1000;

/** SearchForm builds CreateSearch parameters; empty filters are left out. */
export function SearchForm({ onSubmit, busy, libraries, initialFilters }: {
  onSubmit: (p: CreateSearchParams) => Promise<boolean> | void; busy: boolean; libraries: Library[]; initialFilters?: Filters;
}) {
  const [query, setQuery] = useDraft("search");
  const [depth, setDepth] = useState<Depth>("standard");
  const [format, setFormat] = useState<"paragraph" | "bulleted">("paragraph");
  const [language, setLanguage] = useState("en");
  const [filters, setFilters] = useState<Filters>(initialFilters ?? {});
  const [venueText, setVenueText] = useState("");
  // A search opened from a library ("this library only") keeps that scope for every search.
  const [pinned, setPinned] = useState(!!initialFilters?.library_ids?.length);
  const [showFilters, setShowFilters] = useState(false);
  const limit = limitText(query.length, MAX_QUERY, "The question");
  const canSubmit = !!query.trim() && !busy && !limit.over;

  const set = (f: Filters) => {
    const c = cleanFilters(f);
    setFilters(c);
    setVenueText((c.venue ?? []).join(", "));
  };
  const submit = async () => {
    if (!canSubmit) return;
    const f = cleanFilters(filters);
    const ok = await onSubmit({ query: query.trim(), depth, answer_format: format, language, ...(Object.keys(f).length ? { filters: f } : {}) });
    if (ok !== false && !pinned) set({});
  };
  const toggle = (t: string) => {
    const xs = filters.publication_type ?? [];
    set({ ...filters, publication_type: xs.includes(t) ? xs.filter((x) => x !== t) : [...xs, t] });
  };
  const toggleLibrary = (id: string) => {
    const xs = filters.library_ids ?? [];
    set({ ...filters, library_ids: xs.includes(id) ? xs.filter((x) => x !== id) : [...xs, id] });
  };
  const names = Object.fromEntries(libraries.map((l) => [l.id, l.name]));
  const num = (v: string) => (v.trim() === "" ? undefined : Number(v));

  return (
    <div className="card">
      <div className="search-box">
        <textarea rows={2} placeholder="What does the literature say about…?" value={query} aria-label="Research question"
          aria-describedby="query-limit" aria-invalid={limit.over || undefined}
          onChange={(e) => setQuery(e.target.value)} onKeyDown={(e) => { if (e.key === "Enter" && !e.shiftKey) { e.preventDefault(); void submit(); } }} />
        <button className="btn btn-primary" disabled={!canSubmit} onClick={() => void submit()}>{busy ? "Starting…" : "Search"}</button>
      </div>
      {limit.show && <div id="query-limit" className={limit.over ? "limit-note over" : "limit-note"} role={limit.over ? "alert" : undefined} data-testid="query-limit">{limit.text}</div>}
      <div className="row" style={{ marginTop: 10 }}>
        <label className="field">Depth<select value={depth} onChange={(e) => setDepth(e.target.value as Depth)}>
          {DEPTHS.map((d) => <option key={d} value={d}>{label(d)} · {PRICE[d]} credits</option>)}</select></label>
        <label className="field">Answer<select value={format} onChange={(e) => setFormat(e.target.value as "paragraph" | "bulleted")}>
          <option value="paragraph">Paragraphs</option><option value="bulleted">Bullets</option></select></label>
        <label className="field">Language<select value={language} onChange={(e) => setLanguage(e.target.value)}>
          {LANGUAGES.map((l) => <option key={l} value={l}>{l}</option>)}</select></label>
        <span className="grow" />
        <button className="btn btn-link" aria-expanded={showFilters} onClick={() => setShowFilters((s) => !s)}>{showFilters ? "Hide filters" : "Filters…"}</button>
      </div>
      <FilterChips filters={filters} onChange={set} caption={pinned ? "Pinned filters for every search:" : "Filters for the next search:"} testId="pending-filters" names={names} />
      {showFilters && (
        <>
          <div className="filters">
            <label className="field">Year from<input type="number" value={filters.year_from ?? ""} onChange={(e) => set({ ...filters, year_from: num(e.target.value) })} placeholder="e.g. 2015" /></label>
            <label className="field">Year to<input type="number" value={filters.year_to ?? ""} onChange={(e) => set({ ...filters, year_to: num(e.target.value) })} /></label>
            <label className="field">Open access<select value={filters.open_access == null ? "" : String(filters.open_access)}
              onChange={(e) => set({ ...filters, open_access: e.target.value === "" ? undefined : e.target.value === "true" })}>
              <option value="">Any</option><option value="true">Only open access</option><option value="false">Not open access</option></select></label>
            <label className="field">Venues (comma-separated)<input type="text" value={venueText}
              onChange={(e) => setVenueText(e.target.value)}
              onBlur={() => set({ ...filters, venue: venueText.split(",").map((s) => s.trim()).filter(Boolean) })} /></label>
          </div>
          <div className="field small" style={{ marginTop: 10 }}>Publication types</div>
          <div className="chips" style={{ marginTop: 4 }}>
            {PUBLICATION_TYPES.map((t) => <button key={t} className={filters.publication_type?.includes(t) ? "chip on" : "chip"} aria-pressed={!!filters.publication_type?.includes(t)} onClick={() => toggle(t)}>{label(t)}</button>)}
          </div>
          {libraries.length > 0 && <>
            <div className="field small" style={{ marginTop: 10 }}>Libraries (only papers filed in the chosen libraries)</div>
            <div className="chips" style={{ marginTop: 4 }} data-testid="library-filter">
              {libraries.map((l) => <button key={l.id} className={filters.library_ids?.includes(l.id) ? "chip on" : "chip"} aria-pressed={!!filters.library_ids?.includes(l.id)} onClick={() => toggleLibrary(l.id)}>{l.name}</button>)}
            </div>
          </>}
          {!!filters.publication_type?.length && <div className="small muted" style={{ marginTop: 6 }}>Papers whose type is unknown (shown as "unknown" in the Library) are left out by a type filter; set their type in the paper's details.</div>}
          <label className="check small" style={{ marginTop: 10 }}><input type="checkbox" checked={pinned} onChange={(e) => setPinned(e.target.checked)} /> Pin these filters for the following searches</label>
        </>
      )}
    </div>
  );
}
