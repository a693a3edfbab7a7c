// Cursor paging: a stack of cursors so the reader can go forward and back.
import { useState } from "react";
import { useAsync, type AsyncState } from "./hooks";
import type { List } from "./types";

/** Paged is a list page plus navigation. */
export interface Paged<T> extends AsyncState<List<T>> {
  pageNo: number;
  next: () => void;
  prev: () => void;
  canNext: boolean;
  canPrev: boolean;
}

/** useCursorList loads fetchPage(cursor) and keeps the cursor history; deps reset it to the first page. */
export function useCursorList<T>(fetchPage: (cursor: string | null) => Promise<List<T>>, deps: unknown[]): Paged<T> {
  const [stack, setStack] = useState<(string | null)[]>([null]);
  const [resetKey, setResetKey] = useState(JSON.stringify(deps));
  const key = JSON.stringify(deps);
  let cursors = stack;
  if (key !== resetKey) {
    cursors = [null];
    setResetKey(key);
    setStack(cursors);
  }
  const cursor = cursors[cursors.length - 1];
  const st = useAsync(() => fetchPage(cursor), [key, cursor]);
  return {
    ...st,
    pageNo: cursors.length,
    canNext: !!st.data?.has_more && !!st.data?.next_cursor,
    canPrev: cursors.length > 1,
    next: () => st.data?.next_cursor && setStack([...cursors, st.data.next_cursor]),
    prev: () => cursors.length > 1 && setStack(cursors.slice(0, -1)),
  };
}
