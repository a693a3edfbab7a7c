// Previous/next buttons for a cursor list.
import type { Paged } from "../lib/paging";

/** Pager shows the page number and moves through a cursor list. */
export function Pager<T>({ list }: { list: Paged<T> }) {
  if (!list.canPrev && !list.canNext) return null;
  return (
    <div className="pager">
      <span className="muted small">Page {list.pageNo}</span>
      <button className="btn btn-small" disabled={!list.canPrev} onClick={list.prev}>‹ Previous</button>
      <button className="btn btn-small" disabled={!list.canNext} onClick={list.next}>Next ›</button>
    </div>
  );
}
