// The weight of evidence for a claim as a bar (supports / contradicts / neutral), and stance chips.
import type { Citation, Stance, Verdict } from "../lib/types_research";
import "./verdict.css";

const ORDER: Stance[] = ["supports", "contradicts", "neutral"];
const WORDS: Record<Stance, string> = { supports: "support", contradicts: "contradict", neutral: "related" };
// What a chip means, on hover: a neutral study is cited because it is the closest match, but its
// sentence does not settle the claim either way.
const MEANING: Record<Stance, string> = {
  supports: "This study's finding supports the claim",
  contradicts: "This study's finding contradicts the claim",
  neutral: "A related study: its closest sentence neither supports nor contradicts the claim, or is not about the claim's subject and outcome; it is not counted",
};

/** VerdictBar shows how many cited studies support or contradict the claim; related (neutral)
 * studies are listed in the legend but never colour the bar. When the answer says the studies do
 * not settle the claim (decision "not_settled": mixed or weak evidence) the bar is faded and the
 * legend says so. */
export function VerdictBar({ verdict }: { verdict: Verdict | null | undefined }) {
  if (!verdict) return null;
  const total = verdict.supports + verdict.contradicts + verdict.neutral;
  if (total === 0) return null;
  const counted = verdict.supports + verdict.contradicts;
  const unsettled = verdict.decision === "not_settled" && counted > 0;
  return (
    <div className="verdict" data-testid="verdict-bar" data-decision={verdict.decision ?? ""} aria-label={`${verdict.supports} of ${total} studies support, ${verdict.contradicts} contradict, ${verdict.neutral} related${unsettled ? "; they do not settle the claim" : ""}`}>
      <div className={unsettled ? "verdict-bar verdict-unsettled" : "verdict-bar"}>
        {counted > 0 && ORDER.filter((s) => s !== "neutral" && verdict[s] > 0).map((s) => (
          <span key={s} className={`verdict-${s}`} style={{ width: `${(100 * verdict[s]) / counted}%` }} title={`${verdict[s]} ${WORDS[s]}`} />
        ))}
      </div>
      <div className="verdict-legend">
        {ORDER.map((s) => (
          <span key={s} data-testid={`verdict-${s}`}><i className={`verdict-${s}`} />{verdict[s]} {WORDS[s]}</span>
        ))}
        <span className="muted">of {total} {total === 1 ? "study" : "studies"}</span>
        {unsettled && <span data-testid="verdict-not-settled" className="muted" title="The studies found are mixed or weak: they do not settle the claim either way">not settled</span>}
      </div>
    </div>
  );
}

/** StanceChip labels one finding's stance toward the claim; nothing for a question that is no claim. */
export function StanceChip({ stance }: { stance: Stance | null | undefined }) {
  if (!stance) return null;
  return <span className={`stance-chip stance-${stance}`} data-testid="stance-chip" title={MEANING[stance]}>{stance}</span>;
}

/** verdictOf counts cited sources by the stance of their first citation (a chat message has no
 * verdict field; its citations carry the stance). Null when no citation has a stance. */
export function verdictOf(cites: Citation[]): Verdict | null {
  const v: Verdict = { supports: 0, contradicts: 0, neutral: 0 };
  const seen = new Set<string>();
  for (const c of cites) {
    const key = `${c.source.type}:${c.source.id}`;
    if (!c.stance || seen.has(key)) continue;
    seen.add(key);
    v[c.stance]++;
  }
  return seen.size > 0 ? v : null;
}
