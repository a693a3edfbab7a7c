// One chat message; assistant messages carry citation chips that open the cited page.
import { AnswerText } from "../../components/AnswerText";
import { VerdictBar, verdictOf } from "../../components/Verdict";
import type { Citation } from "../../lib/types_research";

/** MessageItem renders a user bubble or an assistant answer with chips per citation. */
export function MessageItem({ role, content, citations, onOpen, footer }: {
  role: "user" | "assistant"; content: string; citations: Citation[] | null; onOpen: (c: Citation) => void; footer?: string;
}) {
  if (role === "user") return <div className="msg-user" data-testid="message-user">{content}</div>;
  const cites = [...(citations ?? [])].sort((a, b) => a.index - b.index);
  return (
    <div className="msg-assistant" data-testid="message-assistant">
      <VerdictBar verdict={verdictOf(cites)} />
      <AnswerText text={content} citations={cites} onOpen={onOpen} />
      {cites.length > 0 && (
        <div className="cite-chips">
          {cites.map((c) => (
            <button key={c.index} className="cite-chip truncate" title={c.quote} onClick={() => onOpen(c)} data-testid="citation-chip">
              [{c.index}] {c.source.title || c.source.id}{c.locations?.[0] ? ` · p. ${c.locations[0].page}` : ""}
            </button>
          ))}
        </div>
      )}
      {footer && <div className="small muted" style={{ marginTop: 4 }}>{footer}</div>}
    </div>
  );
}
