// Choose the papers to cite: the chosen ones stay listed in a "Selected" group whatever the filter
// shows (issue 26), and a filtered list of the others with checkboxes.
import { useEffect, useState } from "react";
import { ErrorBox } from "../../components/ErrorBox";
import { GetPaper, ListPapers } from "../../lib/api";
import { authorList } from "../../lib/format";
import { useAsync } from "../../lib/hooks";
import type { Paper } from "../../lib/types";

/** PaperChooser keeps the selected paper ids in the parent. */
export function PaperChooser({ selected, onChange }: { selected: string[]; onChange: (ids: string[]) => void }) {
  const [typed, setTyped] = useState("");
  const [query, setQuery] = useState("");
  // Papers seen in the list or fetched, so a selected one can be shown after the filter changes.
  const [known, setKnown] = useState<Record<string, Paper>>({});
  useEffect(() => {
    const t = setTimeout(() => setQuery(typed.trim()), 300);
    return () => clearTimeout(t);
  }, [typed]);
  const list = useAsync(() => ListPapers({ limit: 50, query: query || undefined }), [query]);
  const rows = list.data?.data ?? [];
  useEffect(() => {
    if (rows.length) setKnown((k) => ({ ...k, ...Object.fromEntries(rows.map((p) => [p.id, p])) }));
  }, [list.data]); // eslint-disable-line react-hooks/exhaustive-deps
  const missing = selected.filter((id) => !known[id]);
  useEffect(() => {
    if (!missing.length) return;
    void Promise.all(missing.map((id) => GetPaper(id).catch(() => null))).then((ps) =>
      setKnown((k) => ({ ...k, ...Object.fromEntries(ps.filter((p): p is Paper => !!p).map((p) => [p.id, p])) })));
  }, [missing.join(",")]); // eslint-disable-line react-hooks/exhaustive-deps
  const flip = (id: string) => onChange(selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id]);
  const others = rows.filter((p) => !selected.includes(p.id));
  const row = (p: Paper, on: boolean) => (
    <label key={p.id} className="picker-row">
      <input type="checkbox" checked={on} onChange={() => flip(p.id)} />
      <span className="grow">{p.title}<span className="muted small"> · {authorList(p.authors, 1)} {p.year ?? ""}</span></span>
    </label>
  );
  return (
    <section className="card" aria-label="Papers to cite">
      <div className="card-head">
        <h3>Papers</h3>
        <div className="row small">
          <span className="muted" data-testid="selected-count">{selected.length} selected</span>
          <button className="btn btn-small" onClick={() => onChange([...new Set([...selected, ...rows.map((p) => p.id)])])} disabled={others.length === 0}>Select shown</button>
          <button className="btn btn-small" onClick={() => onChange([])} disabled={selected.length === 0}>Clear</button>
        </div>
      </div>
      <input type="search" placeholder="Filter papers…" value={typed} onChange={(e) => setTyped(e.target.value)} style={{ width: "100%", marginBottom: 8 }} aria-label="Filter papers to cite" />
      <ErrorBox error={list.error} title="Could not list papers" onRetry={list.reload} />
      <div className="picker" style={{ maxHeight: 260 }}>
        {selected.length > 0 && (
          <div role="group" aria-label="Selected" data-testid="selected-group">
            <div className="picker-group">Selected ({selected.length})</div>
            {selected.map((id) => (known[id] ? row(known[id], true) : <div key={id} className="picker-row muted">Loading…</div>))}
          </div>
        )}
        <div role="group" aria-label={query ? "Matching papers" : "All papers"}>
          {selected.length > 0 && <div className="picker-group">{query ? "Matching papers" : "All papers"}</div>}
          {list.data && others.length === 0 && <div className="picker-row muted">No {selected.length ? "other " : ""}papers{query ? " match" : " yet"}.</div>}
          {others.map((p) => row(p, false))}
        </div>
      </div>
    </section>
  );
}
