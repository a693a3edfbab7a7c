// Search: ask a research question, follow it to completion, read the cited answer and the ranked papers.
import { useState } from "react";
import { PageHeader } from "../components/bits";
import { useToast } from "../components/Toast";
import { CreateSearch } from "../lib/api";
import type { CreateSearchParams } from "../lib/types_research";
import { RecentSearches } from "./search/RecentSearches";
import { SearchForm } from "./search/SearchForm";
import { SearchRun } from "./search/SearchRun";

/** SearchPage holds the form, the current search and the recent list. */
export function SearchPage() {
  const toast = useToast();
  const [current, setCurrent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [refresh, setRefresh] = useState(0);
  const submit = async (p: CreateSearchParams) => {
    setBusy(true);
    try {
      const s = await CreateSearch(p);
      setCurrent(s.id);
      setRefresh((n) => n + 1);
    } catch (e) {
      toast.error(e, "Search could not start");
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <PageHeader title="Search" subtitle="Ask a question of your corpus; every claim is grounded in a quoted source." />
      <div className="layout-side">
        <div>
          <SearchForm onSubmit={submit} busy={busy} />
          {current && <SearchRun key={current} id={current} onChanged={() => setRefresh((n) => n + 1)} />}
        </div>
        <RecentSearches refresh={refresh} current={current} onOpen={setCurrent} />
      </div>
    </>
  );
}
