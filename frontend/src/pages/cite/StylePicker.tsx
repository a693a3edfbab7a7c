// The style catalogue: search by name, filter by category, load more pages as the list scrolls.
import { useEffect, useRef, useState } from "react";
import { ErrorBox } from "../../components/ErrorBox";
import { ConfirmDialog } from "../../components/Modal";
import { useToast } from "../../components/Toast";
import { Spinner } from "../../components/bits";
import { AddCitationStyle, ListCitationStyles, RemoveCitationStyle } from "../../lib/api";
import { toApiError, type ApiError } from "../../lib/errors";
import type { CitationStyle } from "../../lib/types_research";

const CATEGORIES = ["", "author-date", "numeric", "note", "label"];

// Arrow keys move between the search box and the styles; Enter or Space picks the focused one.
function moveFocus(from: HTMLElement, delta: number) {
  const list = from.closest("section")?.querySelectorAll<HTMLElement>(".style-item");
  if (!list || list.length === 0) return;
  const items = Array.from(list);
  const at = items.indexOf(from);
  const next = at < 0 ? (delta > 0 ? 0 : -1) : at + delta;
  if (next < 0) from.closest("section")?.querySelector<HTMLInputElement>("input[type=search]")?.focus();
  else items[Math.min(next, items.length - 1)].focus();
}

/** StylePicker pages through ListCitationStyles with its cursor (infinite scroll). */
export function StylePicker({ selected, onSelect }: { selected: CitationStyle | null; onSelect: (s: CitationStyle) => void }) {
  const [typed, setTyped] = useState("");
  const [query, setQuery] = useState("");
  const [category, setCategory] = useState("");
  const [items, setItems] = useState<CitationStyle[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [more, setMore] = useState(false);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const gen = useRef(0);
  const toast = useToast();
  const [doomed, setDoomed] = useState<CitationStyle | null>(null);

  useEffect(() => {
    const t = setTimeout(() => setQuery(typed.trim()), 250);
    return () => clearTimeout(t);
  }, [typed]);

  const load = async (reset: boolean) => {
    const mine = reset ? ++gen.current : gen.current;
    setLoading(true);
    try {
      const page = await ListCitationStyles({ query: query || undefined, category: category || undefined, limit: 50, cursor: reset ? null : cursor });
      if (mine !== gen.current) return;
      setItems((xs) => (reset ? page.data : [...xs, ...page.data]));
      setCursor(page.next_cursor);
      setMore(page.has_more && !!page.next_cursor);
      setError(null);
    } catch (e) {
      if (mine === gen.current) setError(toApiError(e));
    } finally {
      if (mine === gen.current) setLoading(false);
    }
  };
  useEffect(() => {
    void load(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, category]);
  useEffect(() => {
    const el = sentinel.current;
    if (!el) return;
    const io = new IntersectionObserver((es) => es[0].isIntersecting && more && !loading && void load(false));
    io.observe(el);
    return () => io.disconnect();
  });

  // A researcher's own .csl file joins the catalogue; re-adding the same <id> replaces it.
  const addFile = async (f: File | undefined) => {
    if (!f) return;
    try {
      const s = await AddCitationStyle({ csl: await f.text() });
      toast.ok(`Added "${s.name}"`);
      setTyped(s.short_name);
      onSelect(s);
    } catch (e) {
      toast.error(e, `Could not add ${f.name}`);
    } finally {
      if (fileInput.current) fileInput.current.value = "";
    }
  };
  const remove = async () => {
    const s = doomed;
    if (!s) return;
    try {
      await RemoveCitationStyle(s.id);
      toast.ok(`Removed "${s.name}"`);
      void load(true);
    } catch (e) {
      toast.error(e, "Could not remove the style");
    } finally {
      setDoomed(null);
    }
  };

  return (
    <section className="card" aria-label="Citation styles">
      <div className="row">
        <input type="search" className="grow style-search" placeholder="Search styles: chicago author-date, apa 7, nature…" value={typed} onChange={(e) => setTyped(e.target.value)} aria-label="Search styles"
          onKeyDown={(e) => { if (e.key === "ArrowDown") { e.preventDefault(); moveFocus(e.currentTarget, 1); } else if (e.key === "Enter" && items[0]) { e.preventDefault(); onSelect(items[0]); } }} />
        <select value={category} onChange={(e) => setCategory(e.target.value)} aria-label="Style category">
          {CATEGORIES.map((c) => <option key={c} value={c}>{c || "All"}</option>)}
        </select>
        <button type="button" className="btn-small" onClick={() => fileInput.current?.click()} title="Add your own CSL 1.0.2 style file">Add .csl…</button>
        <input ref={fileInput} type="file" accept=".csl,.xml,application/xml,text/xml" hidden data-testid="csl-input" onChange={(e) => void addFile(e.target.files?.[0])} />
      </div>
      <ErrorBox error={error} title="Could not list styles" onRetry={() => void load(true)} />
      <div className="style-list" data-testid="style-list" role="listbox" aria-label="Styles">
        {items.map((s) => (
          <div key={s.id} className={selected?.id === s.id ? "style-item active" : "style-item"} onClick={() => onSelect(s)}
            role="option" tabIndex={0} aria-selected={selected?.id === s.id} data-testid="style-item"
            onKeyDown={(e) => {
              if (e.target !== e.currentTarget) return;
              if (e.key === "ArrowDown" || e.key === "ArrowUp") { e.preventDefault(); moveFocus(e.currentTarget, e.key === "ArrowDown" ? 1 : -1); }
              else if (e.key === "Enter" || e.key === " ") { e.preventDefault(); onSelect(s); }
            }}>
            <div>{s.name}{s.is_user && <span className="badge" style={{ marginLeft: 6 }}>yours</span>}</div>
            <div className="small muted">{s.short_name} · {s.category}
              {s.is_user && <button type="button" className="link-button small" style={{ marginLeft: 8 }} onClick={(e) => { e.stopPropagation(); setDoomed(s); }}>Remove</button>}
            </div>
          </div>
        ))}
        {!loading && items.length === 0 && !error && <div className="muted small" style={{ padding: 8 }}>No style matches.</div>}
        <div ref={sentinel} style={{ height: 1 }} />
        {loading && <div style={{ padding: 8 }}><Spinner /></div>}
      </div>
      {doomed && <ConfirmDialog title="Remove style?" confirmLabel="Remove style" onCancel={() => setDoomed(null)} onConfirm={remove}
        message={<>Remove your style <strong>{doomed.name}</strong>? Its .csl file is deleted from the data folder; add it again to restore it.</>} />}
    </section>
  );
}
