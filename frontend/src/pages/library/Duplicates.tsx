// Possible duplicates: stored papers that look like one work, side by side, merged on request.
import { useState } from "react";
import { useToast } from "../../components/Toast";
import { ListDuplicatePapers, MergePapers } from "../../lib/api";
import { useChanges } from "../../lib/changes";
import { authorList } from "../../lib/format";
import { useAsync } from "../../lib/hooks";
import type { DuplicatePair, Paper } from "../../lib/types";

/** source says where a paper's record came from, as far as the paper shows it. */
function source(p: Paper): string {
  if (p.document_id) return p.doi ? "PDF · DOI" : "PDF";
  return p.doi ? "Imported record · DOI" : "Imported record";
}

function Side({ p, role }: { p: Paper; role: string }) {
  return (
    <div className="dup-side" data-testid={`dup-${role}`}>
      <div className="small muted">{role === "keep" ? "Keep" : "Merge into it"} · {source(p)}</div>
      <div className="title-cell">{p.title || <span className="muted">(untitled)</span>}</div>
      <div className="small">{authorList(p.authors, 3)} · {p.year ?? "year unknown"}{p.venue ? ` · ${p.venue}` : ""}</div>
    </div>
  );
}

/** Duplicates lists the pairs the service finds and merges one on request; hidden when none. */
export function Duplicates({ refresh, onMerged }: { refresh: number; onMerged: () => void }) {
  const toast = useToast();
  const [busy, setBusy] = useState("");
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
    }
  };

  return (
    <section className="card" aria-label="Possible duplicates" data-testid="duplicates" style={{ marginTop: 12 }}>
      <div className="card-head">
        <h3 style={{ margin: 0 }}>Possible duplicates ({pairs.length})</h3>
        <span className="small muted">Same title (ignoring case and punctuation), first author and year.</span>
      </div>
      {pairs.map((pair) => (
        <div key={pair.keep.id + pair.drop.id} className="dup-pair" data-testid="dup-pair">
          <Side p={pair.keep} role="keep" />
          <Side p={pair.drop} role="drop" />
          <button className="btn btn-primary btn-small" disabled={busy !== ""} onClick={() => void merge(pair)}
            aria-label={`Merge the two records of ${pair.keep.title}`}>
            {busy === pair.drop.id ? "Merging…" : "Merge"}
          </button>
        </div>
      ))}
    </section>
  );
}
