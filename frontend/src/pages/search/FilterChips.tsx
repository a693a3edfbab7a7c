// Active search filters as removable chips: what narrows a search is always visible.
import { label } from "../../lib/format";
import type { CreateSearchParams } from "../../lib/types_research";

/** Filters are the filters of one search (CreateSearch's filters). */
export type Filters = NonNullable<CreateSearchParams["filters"]>;

interface Chip { key: string; text: string; remove: (f: Filters) => Filters }

/** LibraryNames maps library ids to names for the "Library:" chips. */
export type LibraryNames = Record<string, string>;

/** filterChips lists one chip per active filter value, each with how to remove it. */
export function filterChips(f: Filters | null | undefined, names: LibraryNames = {}): Chip[] {
  if (!f) return [];
  const out: Chip[] = [];
  const without = <K extends keyof Filters>(k: K) => (x: Filters) => { const y = { ...x }; delete y[k]; return y; };
  if (f.year_from != null) out.push({ key: "year_from", text: `From ${f.year_from}`, remove: without("year_from") });
  if (f.year_to != null) out.push({ key: "year_to", text: `Until ${f.year_to}`, remove: without("year_to") });
  if (f.open_access != null) out.push({ key: "open_access", text: f.open_access ? "Open access only" : "Not open access", remove: without("open_access") });
  for (const t of f.publication_type ?? []) {
    out.push({ key: `type:${t}`, text: `Type: ${label(t)}`, remove: (x) => {
      return cleanFilters({ ...x, publication_type: (x.publication_type ?? []).filter((y) => y !== t) });
    } });
  }
  for (const v of f.venue ?? []) {
    out.push({ key: `venue:${v}`, text: `Venue: ${v}`, remove: (x) => {
      return cleanFilters({ ...x, venue: (x.venue ?? []).filter((y) => y !== v) });
    } });
  }
  for (const id of f.library_ids ?? []) {
    const text = `Library: ${names[id] ?? id}`;
    out.push({ key: `library:${id}`, text, remove: (x) => {
      return cleanFilters({ ...x, library_ids: (x.library_ids ?? []).filter((y) => y !== id) });
    } });
  }
  return out;
}

/** cleanFilters drops empty values (the API's "no filter") so a search sends only what is set. */
export function cleanFilters(f: Filters | null | undefined): Filters {
  const y: Filters = {};
  if (!f) return y;
  if (f.year_from != null) y.year_from = f.year_from;
  if (f.year_to != null) y.year_to = f.year_to;
  if (f.open_access != null) y.open_access = f.open_access;
  if (f.publication_type?.length) y.publication_type = f.publication_type;
  if (f.venue?.length) y.venue = f.venue;
  if (f.library_ids?.length) y.library_ids = f.library_ids;
  return y;
}

/** FilterChips shows the filters as chips with a remove button each and "Clear all". */
export function FilterChips({ filters, onChange, caption, testId, names }: {
  filters: Filters | null | undefined; onChange: (f: Filters) => void; caption: string; testId: string; names?: LibraryNames;
}) {
  const chips = filterChips(filters, names);
  if (!chips.length) return null;
  return (
    <div className="active-filters" role="group" aria-label={caption} data-testid={testId}>
      <span className="small muted">{caption}</span>
      {chips.map((c) => (
        <span key={c.key} className="chip on filter-chip" data-testid="filter-chip">
          {c.text}
          <button type="button" className="chip-x" aria-label={`Remove filter ${c.text}`} onClick={() => onChange(c.remove(filters ?? {}))}>×</button>
        </span>
      ))}
      <button type="button" className="btn btn-link btn-small" onClick={() => onChange({})}>Clear all</button>
    </div>
  );
}
