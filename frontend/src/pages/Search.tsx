// Search: ask a research question, follow it to completion, read the cited answer and the ranked papers.
import { useState } from "react";
import { PageHeader } from "../components/bits";
import { useToast } from "../components/Toast";
import { CreateSearch, GetSearch, ListLibraries } from "../lib/api";
import { hashParam } from "../lib/route";
import { useAsync } from "../lib/hooks";
import type { CreateSearchParams } from "../lib/types_research";
import { FilterChips, cleanFilters, type Filters } from "./search/FilterChips";
import { RecentSearches } from "./search/RecentSearches";
import { SearchForm } from "./search/SearchForm";
import { SearchRun } from "./search/SearchRun";

/** SearchPage holds the form, the current search and the recent list. */
export function SearchPage() {
  const toast = useToast();
  const [current, setCurrent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [refresh, setRefresh] = useState(0);
  // "#/search?library=lib_…" is the Library's "Search this library only".
  const [fromLibrary] = useState(() => hashParam("library"));
  const libs = useAsync(() => ListLibraries(), []);
  const libraries = libs.data?.data ?? [];
  const names = Object.fromEntries(libraries.map((l) => [l.id, l.name]));
  // The current search's own parameters: its filters show above the results.
  const shown = useAsync(() => (current ? GetSearch(current) : Promise.resolve(null)), [current]);
  const submit = async (p: CreateSearchParams): Promise<boolean> => {
    setBusy(true);
    try {
      const s = await CreateSearch(p);
      setCurrent(s.id);
      setRefresh((n) => n + 1);
      return true;
    } catch (e) {
      toast.error(e, "Search could not start");
      return false;
    } finally {
      setBusy(false);
    }
  };
  // Removing a chip of the current search runs the same question again without that filter.
  const rerun = (f: Filters) => {
    const s = shown.data;
    if (!s) return;
    const filters = cleanFilters(f);
    void submit({ query: s.query, depth: s.depth, answer_format: s.answer_format as CreateSearchParams["answer_format"], language: s.language,
      ...(Object.keys(filters).length ? { filters } : {}) });
  };
  return (
    <>
      <PageHeader title="Search" subtitle="Ask a question of your corpus; every claim is grounded in a quoted source." />
      <div className="layout-side">
        <div>
          {(!fromLibrary || libs.data) && <SearchForm onSubmit={submit} busy={busy} libraries={libraries}
            initialFilters={fromLibrary ? { library_ids: [fromLibrary] } : undefined} />}
          {current && shown.data?.id === current && (
            <FilterChips filters={cleanFilters(shown.data.filters as Filters)} onChange={rerun} caption="This search is filtered by:" testId="applied-filters" names={names} />
          )}
          {current && <SearchRun key={current} id={current} onChanged={() => setRefresh((n) => n + 1)} />}
        </div>
        <RecentSearches refresh={refresh} current={current} onOpen={setCurrent} />
      </div>
    </>
  );
}
