// Choose the papers to cite: a filtered list with checkboxes.
import { useEffect, useState } from "react";
import { ErrorBox } from "../../components/ErrorBox";
import { ListPapers } from "../../lib/api";
import { authorList } from "../../lib/format";
import { useAsync } from "../../lib/hooks";

/** PaperChooser keeps the selected paper ids in the parent. */
export function PaperChooser({ selected, onChange }: { selected: string[]; onChange: (ids: string[]) => void }) {
  const [typed, setTyped] = useState("");
  const [query, setQuery] = useState("");
  useEffect(() => {
    const t = setTimeout(() => setQuery(typed.trim()), 300);
    return () => clearTimeout(t);
  }, [typed]);
  const list = useAsync(() => ListPapers({ limit: 50, query: query || undefined }), [query]);
  const flip = (id: string) => onChange(selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id]);
  const rows = list.data?.data ?? [];
  return (
    <section className="card" aria-label="Papers to cite">
      <div className="card-head">
        <h3>Papers</h3>
        <div className="row small">
          <span className="muted">{selected.length} selected</span>
          <button className="btn btn-small" onClick={() => onChange([...new Set([...selected, ...rows.map((p) => p.id)])])} disabled={rows.length === 0}>Select shown</button>
          <button className="btn btn-small" onClick={() => onChange([])} disabled={selected.length === 0}>Clear</button>
        </div>
      </div>
      <input type="search" placeholder="Filter papers…" value={typed} onChange={(e) => setTyped(e.target.value)} style={{ width: "100%", marginBottom: 8 }} aria-label="Filter papers to cite" />
      <ErrorBox error={list.error} title="Could not list papers" onRetry={list.reload} />
      <div className="picker" style={{ maxHeight: 220 }}>
        {list.data && rows.length === 0 && <div className="picker-row muted">No papers{query ? " match" : " yet"}.</div>}
        {rows.map((p) => (
          <label key={p.id} className="picker-row">
            <input type="checkbox" checked={selected.includes(p.id)} onChange={() => flip(p.id)} />
            <span className="grow">{p.title}<span className="muted small"> · {authorList(p.authors, 1)} {p.year ?? ""}</span></span>
          </label>
        ))}
      </div>
    </section>
  );
}
