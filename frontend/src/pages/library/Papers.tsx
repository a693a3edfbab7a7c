// The papers table: the researcher's own additions first, sorted and filtered, paged with counts.
import { useEffect, useState } from "react";
import { ErrorBox } from "../../components/ErrorBox";
import { Empty, Spinner } from "../../components/bits";
import { BrowsePapers } from "../../lib/api";
import { useChanges } from "../../lib/changes";
import { authorList, label } from "../../lib/format";
import { useAsync } from "../../lib/hooks";
import type { Paper } from "../../lib/types";
import { CheckMark, OtherChecks } from "./CheckMark";
import { PaperDrawer } from "./PaperDrawer";
import { PaperFilters, filtersActive, sourceName, type PaperQuery } from "./PaperFilters";

const PAGE = 25;
const n = (x: number) => x.toLocaleString("en");

/** PapersTable pages through BrowsePapers; the library comes from the Library page's selector. */
export function PapersTable({ refresh, libraryId }: { refresh: number; libraryId?: string }) {
  const [typed, setTyped] = useState("");
  const [text, setText] = useState("");
  const [q, setQ] = useState<PaperQuery>({ sort: "own" });
  const [offset, setOffset] = useState(0);
  const [open, setOpen] = useState<Paper | null>(null);
  const [bump, setBump] = useState(0);
  useEffect(() => {
    const t = setTimeout(() => setText(typed.trim()), 300);
    return () => clearTimeout(t);
  }, [typed]);
  const key = JSON.stringify([q, text, libraryId]);
  useEffect(() => setOffset(0), [key]);
  const list = useAsync(() => BrowsePapers({ ...q, query: text || undefined, library_id: libraryId || undefined, offset, limit: PAGE }), [key, offset, refresh, bump]);
  useChanges(["papers"], () => void list.reload());
  const page = list.data;
  const rows = page?.data ?? [];
  const filtered = !!text || !!libraryId || filtersActive(q);
  const sourceLabel = (s: string) => sourceName(s) ?? "—";
  return (
    <div className="card">
      <PaperFilters q={q} onChange={setQ} typed={typed} onType={setTyped} />
      <ErrorBox error={list.error} title="Could not list papers" onRetry={list.reload} />
      {list.loading && !page && <Spinner />}
      {page && (
        <div className="list-count" data-testid="papers-count" aria-live="polite">
          {page.total === 0 ? "No papers" : `${n(page.offset + 1)}–${n(page.offset + rows.length)} of ${n(page.total)} ${page.total === 1 ? "paper" : "papers"}`}
          {filtered && page.total > 0 ? " matching" : ""}
        </div>
      )}
      {page && rows.length === 0 && <Empty>{filtered ? "No paper matches these filters." : "No papers yet. Parsed PDFs and imported references appear here."}</Empty>}
      {rows.length > 0 && (
        <div className="table-scroll">
          <table className="table" data-testid="papers-table">
            <thead><tr><th>Title</th><th>Authors</th><th className="num">Year</th><th>Type</th><th>Source</th></tr></thead>
            <tbody>
              {rows.map((p) => (
                <tr key={p.id} className="clickable" onClick={() => setOpen(p)} data-testid="paper-row" data-source={p.source}>
                  <td className="title-cell">{p.title || <span className="muted">(untitled)</span>}{" "}
                    <CheckMark paper={p} field="title" /><OtherChecks paper={p} shown={["title", "authors", "year", "type"]} />
                    {p.needs_review && <span className="badge badge-review">needs review</span>}
                    {p.document_id && <span className="badge" title="Has a local PDF" style={{ marginLeft: 4 }}>pdf</span>}
                  </td>
                  <td className="small">{authorList(p.authors, 2)}<CheckMark paper={p} field="authors" /></td>
                  <td className="num">{p.year ?? "—"}<CheckMark paper={p} field="year" /></td>
                  <td className="small muted">{p.publication_type ? label(p.publication_type) : <span title="Neither the file nor the PDF says what kind of publication this is; a type filter leaves it out" data-testid="type-unknown">unknown</span>}<CheckMark paper={p} field="type" /></td>
                  <td className="small muted nowrap">{sourceLabel(p.source)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {page && page.total > PAGE && (
        <div className="pager">
          <span className="muted small">Page {n(Math.floor(offset / PAGE) + 1)} of {n(Math.ceil(page.total / PAGE))}</span>
          <button className="btn btn-small" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE))}>‹ Previous</button>
          <button className="btn btn-small" disabled={offset + PAGE >= page.total} onClick={() => setOffset(offset + PAGE)}>Next ›</button>
        </div>
      )}
      {open && <PaperDrawer paperId={open.id} onClose={() => setOpen(null)} onChanged={() => setBump((x) => x + 1)} />}
    </div>
  );
}
