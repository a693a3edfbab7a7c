// The papers table: search the corpus, open a paper's details.
import { useEffect, useState } from "react";
import { ErrorBox } from "../../components/ErrorBox";
import { Pager } from "../../components/Pager";
import { Empty, Spinner } from "../../components/bits";
import { ListPapers } from "../../lib/api";
import { useChanges } from "../../lib/changes";
import { authorList, label } from "../../lib/format";
import { useCursorList } from "../../lib/paging";
import type { Paper } from "../../lib/types";
import { CheckMark, OtherChecks } from "./CheckMark";
import { PaperDrawer } from "./PaperDrawer";

/** PapersTable lists papers, filtered by a query typed with a short debounce. */
export function PapersTable({ refresh }: { refresh: number }) {
  const [typed, setTyped] = useState("");
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState<Paper | null>(null);
  const [bump, setBump] = useState(0);
  useEffect(() => {
    const t = setTimeout(() => setQuery(typed.trim()), 300);
    return () => clearTimeout(t);
  }, [typed]);
  const list = useCursorList((cursor) => ListPapers({ limit: 25, cursor, query: query || undefined }), [query, refresh, bump]);
  useChanges(["papers"], () => void list.reload());
  const rows = list.data?.data ?? [];
  return (
    <div className="card">
      <input type="search" placeholder="Filter papers by title, author, DOI…" value={typed} onChange={(e) => setTyped(e.target.value)} style={{ width: "100%", marginBottom: 10 }} aria-label="Filter papers" />
      <ErrorBox error={list.error} title="Could not list papers" onRetry={list.reload} />
      {list.loading && !list.data && <Spinner />}
      {list.data && rows.length === 0 && <Empty>{query ? "No paper matches." : "No papers yet. Parsed PDFs and imported references appear here."}</Empty>}
      {rows.length > 0 && (
        <table className="table" data-testid="papers-table">
          <thead><tr><th>Title</th><th>Authors</th><th className="num">Year</th><th>Type</th></tr></thead>
          <tbody>
            {rows.map((p) => (
              <tr key={p.id} className="clickable" onClick={() => setOpen(p)}>
                <td className="title-cell">{p.title || <span className="muted">(untitled)</span>}{" "}
                  <CheckMark paper={p} field="title" /><OtherChecks paper={p} shown={["title", "authors", "year", "type"]} />
                  {p.needs_review && <span className="badge badge-review">needs review</span>}
                  {p.document_id && <span className="badge" title="Has a local PDF" style={{ marginLeft: 4 }}>pdf</span>}
                </td>
                <td className="small">{authorList(p.authors, 2)}<CheckMark paper={p} field="authors" /></td>
                <td className="num">{p.year ?? "—"}<CheckMark paper={p} field="year" /></td>
                <td className="small muted">{p.publication_type ? label(p.publication_type) : <span title="Neither the file nor the PDF says what kind of publication this is; a type filter leaves it out" data-testid="type-unknown">unknown</span>}<CheckMark paper={p} field="type" /></td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager list={list} />
      {open && <PaperDrawer paperId={open.id} onClose={() => setOpen(null)} onChanged={() => setBump((n) => n + 1)} />}
    </div>
  );
}
