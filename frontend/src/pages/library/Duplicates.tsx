// Possible duplicates: stored papers that look like one work, side by side, whatever source each
// came from, merged on request after a confirm step that says what moves and that it is final.
import { useState } from "react";
import { useToast } from "../../components/Toast";
import { ListDuplicatePapers, MergePapers } from "../../lib/api";
import { useChanges } from "../../lib/changes";
import { authorList } from "../../lib/format";
import { useAsync } from "../../lib/hooks";
import type { DuplicatePair, Paper } from "../../lib/types";
import { sourceName } from "./PaperFilters";

/** source says where a paper's record came from: its recorded source, else what the paper shows. */
function source(p: Paper, recorded: string): string {
  const name = sourceName(recorded) ?? (p.document_id ? "PDF" : "Imported record");
  return p.doi ? `${name} · DOI` : name;
}

/** REASONS says in words why a pair is offered. */
const REASONS: Record<string, string> = {
  arxiv: "Same arXiv identifier",
  title: "Same title (ignoring case and punctuation), first author and year",
};

function Side({ p, role, src }: { p: Paper; role: string; src: string }) {
  return (
    <div className="dup-side" data-testid={`dup-${role}`}>
      <div className="small muted">{role === "keep" ? "Keep" : "Merge into it"} · <span data-testid="dup-source">{source(p, src)}</span></div>
      <div className="title-cell">{p.title || <span className="muted">(untitled)</span>}</div>
      <div className="small">{authorList(p.authors, 3)} · {p.year ?? "year unknown"}{p.venue ? ` · ${p.venue}` : ""}</div>
    </div>
  );
}

/** Duplicates lists the pairs the service finds and merges one on request; hidden when none. */
export function Duplicates({ refresh, onMerged }: { refresh: number; onMerged: () => void }) {
  const toast = useToast();
  const [busy, setBusy] = useState("");
  const [confirming, setConfirming] = useState("");
  const list = useAsync(() => ListDuplicatePapers(), [refresh]);
  useChanges(["papers"], () => void list.reload());
  const pairs = list.data?.data ?? [];
  if (pairs.length === 0) return null;

  const merge = async (pair: DuplicatePair) => {
    setBusy(pair.drop.id);
    try {
      const m = await MergePapers({ keep_id: pair.keep.id, drop_id: pair.drop.id });
      toast.ok(m.summary);
      onMerged();
      await list.reload();
    } catch (e) {
      toast.error(e, "Could not merge");
    } finally {
      setBusy("");
      setConfirming("");
    }
  };

  return (
    <section className="card" aria-label="Possible duplicates" data-testid="duplicates" style={{ marginTop: 12 }}>
      <div className="card-head">
        <h3 style={{ margin: 0 }}>Possible duplicates ({pairs.length})</h3>
        <span className="small muted">Records of one work from any source: PDF, Zotero, reference files or corpus imports.</span>
      </div>
      {pairs.map((pair) => {
        const key = pair.keep.id + pair.drop.id;
        return (
          <div key={key} className="dup-pair" data-testid="dup-pair">
            <Side p={pair.keep} role="keep" src={pair.keep_source} />
            <Side p={pair.drop} role="drop" src={pair.drop_source} />
            <div className="dup-actions">
              <div className="small muted" data-testid="dup-reason">{REASONS[pair.reason] ?? pair.reason}</div>
              {confirming === key ? (
                <div role="group" aria-label="Confirm merge" data-testid="dup-confirm">
                  <p className="small" style={{ margin: "4px 0" }}>
                    Merge into one paper? &ldquo;{pair.keep.title}&rdquo; is kept and takes the details it lacks from the
                    other record; the other&rsquo;s PDF, notes, searches and chats move to it, and the other record is
                    deleted. This cannot be undone.
                  </p>
                  <button className="btn btn-primary btn-small" disabled={busy !== ""} onClick={() => void merge(pair)}>
                    {busy === pair.drop.id ? "Merging…" : "Merge into one paper"}
                  </button>{" "}
                  <button className="btn btn-small" disabled={busy !== ""} onClick={() => setConfirming("")}>Cancel</button>
                </div>
              ) : (
                <button className="btn btn-primary btn-small" disabled={busy !== ""} onClick={() => setConfirming(key)}
                  aria-label={`Merge the two records of ${pair.keep.title}`}>
                  Merge…
                </button>
              )}
            </div>
          </div>
        );
      })}
    </section>
  );
}
