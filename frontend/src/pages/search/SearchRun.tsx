// One search followed to a terminal state: progress, cancel, answer with citations, results, exports.
import { useState } from "react";
import { AnswerText } from "../../components/AnswerText";
import { CitationPanel } from "../../components/CitationPanel";
import { VerdictBar } from "../../components/Verdict";
import { ErrorBox } from "../../components/ErrorBox";
import { useToast } from "../../components/Toast";
import { Spinner, StatusBadge } from "../../components/bits";
import { CancelSearch, GetSearch } from "../../lib/api";
import { ApiError } from "../../lib/errors";
import { label, when } from "../../lib/format";
import { useAsync, useInterval } from "../../lib/hooks";
import type { Citation } from "../../lib/types_research";
import { ExportButtons } from "./ExportButtons";
import { ResultsTable } from "./ResultsTable";

const TERMINAL = ["succeeded", "failed", "canceled"];

/** SearchRun polls GetSearch every 1.2 s until the search is terminal. */
export function SearchRun({ id, onChanged }: { id: string; onChanged: () => void }) {
  const toast = useToast();
  const s = useAsync(() => GetSearch(id), [id]);
  const [open, setOpen] = useState<Citation | null>(null);
  const [canceling, setCanceling] = useState(false);
  const search = s.data;
  const running = !!search && !TERMINAL.includes(search.status);
  const [wasRunning, setWasRunning] = useState(false);
  if (running && !wasRunning) setWasRunning(true);
  if (!running && wasRunning && search) {
    setWasRunning(false);
    onChanged();
  }
  useInterval(() => void s.reload(), 1200, running && !s.error);

  const cancel = async () => {
    setCanceling(true);
    try {
      s.setData(await CancelSearch(id));
      toast.ok("Search canceled");
    } catch (e) {
      toast.error(e, "Could not cancel");
    } finally {
      setCanceling(false);
    }
  };

  return (
    <div className="card" data-testid="search-run" data-status={search?.status ?? "loading"}>
      <ErrorBox error={s.error} title="Could not load the search" onRetry={s.reload} />
      {!search && !s.error && <Spinner />}
      {search && (
        <>
          <div className="card-head">
            <div>
              <h2 style={{ fontSize: 20 }}>{search.query}</h2>
              <div className="row small muted" style={{ gap: 8, marginTop: 4 }}>
                <StatusBadge status={search.status} />
                <span>{label(search.depth)}</span>
                <span>{search.paper_count.toLocaleString("en")} {search.paper_count === 1 ? "paper" : "papers"} considered</span>
                <span>{search.credits_cost} credits</span>
                {search.completed_at && <span>finished {when(search.completed_at)}</span>}
              </div>
            </div>
            {running && <button className="btn" onClick={cancel} disabled={canceling}>{canceling ? "Canceling…" : "Cancel"}</button>}
          </div>
          {running && <div className="progress" aria-label="Search in progress"><div /></div>}
          <UnknownTypeNote metadata={search.metadata} />
          {search.status === "failed" && search.error && <ErrorBox error={new ApiError(search.error)} title="The search failed" />}
          {search.answer && (
            <section className="section" data-testid="answer">
              <VerdictBar verdict={search.answer.verdict} />
              <AnswerText text={search.answer.text} citations={search.answer.citations} onOpen={setOpen} />
            </section>
          )}
          {search.status === "succeeded" && (
            <section className="section" style={{ marginTop: 18 }}>
              <div className="card-head"><h3>Papers</h3><ExportButtons searchId={search.id} /></div>
              <ResultsTable searchId={search.id} />
            </section>
          )}
        </>
      )}
      {open && <CitationPanel citation={open} onClose={() => setOpen(null)} />}
    </div>
  );
}

/** UnknownTypeNote says how many papers of unknown type a type filter left out (metadata.unknown_type_excluded). */
function UnknownTypeNote({ metadata }: { metadata: Record<string, unknown> | null }) {
  const n = metadata?.unknown_type_excluded;
  if (typeof n !== "number" || n <= 0) return null;
  return (
    <p className="small muted" data-testid="unknown-type-excluded" role="note">
      {n === 1 ? "1 paper of unknown type was left out" : `${n.toLocaleString("en")} papers of unknown type were left out`} by the type filter.
      {" "}Set a paper's type in the Library to include it.
    </p>
  );
}
