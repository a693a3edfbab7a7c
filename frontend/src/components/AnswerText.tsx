// Answer and message text with clickable [n] markers; unresolved markers stay plain until their citation arrives.
import { Fragment, type ReactNode } from "react";
import type { Citation } from "../lib/types_research";

const MARKER = /\[(\d+(?:\s*,\s*\d+)*)\]/g;

/** quoteSpans finds where the citations' quotes stand in line: a paper's own "[7]" inside a quote
 * is the paper's reference, not a Carrel citation, and stays text. */
export function quoteSpans(line: string, quotes: string[]): [number, number][] {
  const spans: [number, number][] = [];
  for (const raw of quotes) {
    const q = raw.split(/\s+/).join(" ").trim();
    if (q.length < 8 || !/\[\d/.test(q)) continue;
    for (let at = line.indexOf(q); at >= 0; at = line.indexOf(q, at + q.length)) spans.push([at, at + q.length]);
  }
  return spans;
}

function renderLine(line: string, cites: Map<number, Citation>, onOpen: (c: Citation) => void): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  const quoted = quoteSpans(line, [...cites.values()].map((c) => c.quote ?? ""));
  for (const m of line.matchAll(MARKER)) {
    const at = m.index ?? 0;
    if (quoted.some(([a, b]) => at >= a && at < b)) continue;
    out.push(line.slice(last, m.index));
    const nums = m[1].split(",").map((s) => Number(s.trim()));
    out.push(
      <sup key={`${m.index}`} className="markers">
        {nums.map((n) => {
          const c = cites.get(n);
          return c ? (
            <button key={n} className="marker" title={c.source.title || c.quote.slice(0, 120)} onClick={() => onOpen(c)} data-testid="citation-marker">[{n}]</button>
          ) : (
            <span key={n} className="marker marker-pending" title="Citation not resolved yet">[{n}]</span>
          );
        })}
      </sup>,
    );
    last = (m.index ?? 0) + m[0].length;
  }
  out.push(line.slice(last));
  return out;
}

/** AnswerText renders paragraphs or bullets, turning [n] into buttons that open citation n. */
export function AnswerText({ text, citations, onOpen }: { text: string; citations: Citation[] | null | undefined; onOpen: (c: Citation) => void }) {
  const cites = new Map((citations ?? []).map((c) => [c.index, c]));
  const blocks = text.split(/\n{2,}/);
  return (
    <div className="answer-text">
      {blocks.map((block, bi) => {
        const lines = block.split("\n").filter((l) => l.trim() !== "");
        const bullets = lines.length > 0 && lines.every((l) => /^\s*([-*•]|\d+\.)\s+/.test(l));
        if (bullets) {
          return <ul key={bi}>{lines.map((l, li) => <li key={li}>{renderLine(l.replace(/^\s*([-*•]|\d+\.)\s+/, ""), cites, onOpen)}</li>)}</ul>;
        }
        return <p key={bi}>{lines.map((l, li) => <Fragment key={li}>{li > 0 && <br />}{renderLine(l, cites, onOpen)}</Fragment>)}</p>;
      })}
    </div>
  );
}
