// The ranked papers of a search, a page at a time.
import { useState } from "react";
import { ErrorBox } from "../../components/ErrorBox";
import { Pager } from "../../components/Pager";
import { StanceChip } from "../../components/Verdict";
import { Empty, Spinner } from "../../components/bits";
import { ListSearchResults } from "../../lib/api";
import { authorList } from "../../lib/format";
import { useCursorList } from "../../lib/paging";
import { PaperDrawer } from "../library/PaperDrawer";

/** ResultsTable pages through ListSearchResults. */
export function ResultsTable({ searchId }: { searchId: string }) {
  const list = useCursorList((cursor) => ListSearchResults(searchId, { limit: 20, cursor }), [searchId]);
  const [open, setOpen] = useState<string | null>(null);
  const rows = list.data?.data ?? [];
  return (
    <>
      <ErrorBox error={list.error} title="Could not list results" onRetry={list.reload} />
      {list.loading && !list.data && <Spinner />}
      {list.data && rows.length === 0 && <Empty>No paper matched.</Empty>}
      {rows.length > 0 && (
        <div className="table-scroll"><table className="table" data-testid="results-table">
          <thead><tr><th className="num">#</th><th>Title</th><th>Authors</th><th className="num">Year</th><th>Finding</th><th>Study</th><th className="num">Score</th></tr></thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.paper.id} className="clickable" onClick={() => setOpen(r.paper.id)}>
                <td className="num">{r.rank}</td>
                <td className="title-cell">{r.paper.title}{r.paper.venue && <div className="small muted">{r.paper.venue}</div>}</td>
                <td className="small">{authorList(r.paper.authors, 2)}</td>
                <td className="num">{r.paper.year ?? "—"}</td>
                <td className="finding-cell" data-testid="finding-cell">{r.finding ? <>{r.finding}<StanceChip stance={r.stance} /></> : <span className="muted">—</span>}</td>
                <td className="study-cell">{[r.study_design, r.sample_size ? `n = ${r.sample_size.toLocaleString("en")}` : null].filter(Boolean).join(" · ") || <span className="muted">—</span>}</td>
                <td className="num small">{r.relevance_score.toFixed(3)}</td>
              </tr>
            ))}
          </tbody>
        </table></div>
      )}
      <Pager list={list} />
      {open && <PaperDrawer paperId={open} onClose={() => setOpen(null)} onChanged={() => void list.reload()} />}
    </>
  );
}
