// The question box with depth, filters, answer format and language.
import { useState } from "react";
import { DEPTHS, LANGUAGES, PUBLICATION_TYPES, label } from "../../lib/format";
import type { Depth } from "../../lib/types";
import type { CreateSearchParams } from "../../lib/types_research";

const PRICE: Record<string, number> = { standard: 5, high_quality: 15, deep_review: 60 };

/** SearchForm builds CreateSearch parameters; empty filters are left out. */
export function SearchForm({ onSubmit, busy }: { onSubmit: (p: CreateSearchParams) => void; busy: boolean }) {
  const [query, setQuery] = useState("");
  const [depth, setDepth] = useState<Depth>("standard");
  const [format, setFormat] = useState<"paragraph" | "bulleted">("paragraph");
  const [language, setLanguage] = useState("en");
  const [yearFrom, setYearFrom] = useState("");
  const [yearTo, setYearTo] = useState("");
  const [oa, setOa] = useState("");
  const [types, setTypes] = useState<string[]>([]);
  const [venues, setVenues] = useState("");
  const [showFilters, setShowFilters] = useState(false);

  const submit = () => {
    const filters: NonNullable<CreateSearchParams["filters"]> = {};
    if (yearFrom) filters.year_from = Number(yearFrom);
    if (yearTo) filters.year_to = Number(yearTo);
    if (oa) filters.open_access = oa === "true";
    if (types.length) filters.publication_type = types;
    const v = venues.split(",").map((s) => s.trim()).filter(Boolean);
    if (v.length) filters.venue = v;
    onSubmit({ query: query.trim(), depth, answer_format: format, language, ...(Object.keys(filters).length ? { filters } : {}) });
  };
  const toggle = (t: string) => setTypes((xs) => (xs.includes(t) ? xs.filter((x) => x !== t) : [...xs, t]));

  return (
    <div className="card">
      <div className="search-box">
        <textarea rows={2} placeholder="What does the literature say about…?" value={query} maxLength={1000} aria-label="Research question"
          onChange={(e) => setQuery(e.target.value)} onKeyDown={(e) => { if (e.key === "Enter" && !e.shiftKey && query.trim()) { e.preventDefault(); submit(); } }} />
        <button className="btn btn-primary" disabled={!query.trim() || busy} onClick={submit}>{busy ? "Starting…" : "Search"}</button>
      </div>
      <div className="row" style={{ marginTop: 10 }}>
        <label className="field">Depth<select value={depth} onChange={(e) => setDepth(e.target.value as Depth)}>
          {DEPTHS.map((d) => <option key={d} value={d}>{label(d)} · {PRICE[d]} credits</option>)}</select></label>
        <label className="field">Answer<select value={format} onChange={(e) => setFormat(e.target.value as "paragraph" | "bulleted")}>
          <option value="paragraph">Paragraphs</option><option value="bulleted">Bullets</option></select></label>
        <label className="field">Language<select value={language} onChange={(e) => setLanguage(e.target.value)}>
          {LANGUAGES.map((l) => <option key={l} value={l}>{l}</option>)}</select></label>
        <span className="grow" />
        <button className="btn btn-link" onClick={() => setShowFilters((s) => !s)}>{showFilters ? "Hide filters" : "Filters…"}</button>
      </div>
      {showFilters && (
        <>
          <div className="filters">
            <label className="field">Year from<input type="number" value={yearFrom} onChange={(e) => setYearFrom(e.target.value)} placeholder="e.g. 2015" /></label>
            <label className="field">Year to<input type="number" value={yearTo} onChange={(e) => setYearTo(e.target.value)} /></label>
            <label className="field">Open access<select value={oa} onChange={(e) => setOa(e.target.value)}>
              <option value="">Any</option><option value="true">Only open access</option><option value="false">Not open access</option></select></label>
            <label className="field">Venues (comma-separated)<input type="text" value={venues} onChange={(e) => setVenues(e.target.value)} /></label>
          </div>
          <div className="field small" style={{ marginTop: 10 }}>Publication types</div>
          <div className="chips" style={{ marginTop: 4 }}>
            {PUBLICATION_TYPES.map((t) => <button key={t} className={types.includes(t) ? "chip on" : "chip"} onClick={() => toggle(t)}>{label(t)}</button>)}
          </div>
        </>
      )}
    </div>
  );
}
