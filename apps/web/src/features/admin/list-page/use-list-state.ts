import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { readListQuery, type ListQueryParams } from '@telecom/domain';

/**
 * A list's state (search, filters, sort, page) kept in the URL, so that reload, links and back keep it. The search
 * box follows the URL and writes to it 300 ms after typing stops, back to page 1 (spec point 5).
 *
 * `parse` is the domain's strict parser (the API refuses a value outside the allowed ones with 400). An address typed
 * or edited by hand may hold such values: the list then shows the valid part of the query, with the defaults for the
 * others, and `invalid` names the parameters it left out, so that the page says so (never a blank page). The next
 * change of the list writes the address without them.
 */
export function useListState<Q extends { search: string; page: number }>(
  parse: (params: ListQueryParams) => Q,
  toParams: (query: Q) => Record<string, string>,
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const read = (params: URLSearchParams) => readListQuery(parse, params).query;
  const { query, invalid } = readListQuery(parse, searchParams);
  const params = toParams(query);
  const [searchText, setSearchText] = useState(query.search);
  const [urlSearch, setUrlSearch] = useState(query.search);
  // The search this box last wrote to the URL: when the URL arrives at it, the box keeps what was typed meanwhile.
  const [written, setWritten] = useState<string | null>(null);
  // Back, forward or a link changed the search in the URL: the box shows it.
  if (urlSearch !== query.search) {
    setUrlSearch(query.search);
    if (written === null || query.search.trim() !== written) setSearchText(query.search);
    setWritten(null);
  }

  // Changes build on the URL as it is when they apply: a navigation still under way is never undone.
  const update = (patch: Partial<Q>, options: { replace?: boolean } = {}) => {
    setSearchParams((current) => toParams({ ...read(current), ...patch }), { replace: options.replace ?? false });
  };

  useEffect(() => {
    if (searchText.trim() === query.search.trim()) return;
    const timer = window.setTimeout(() => {
      // Read the address as it is now: a filter may have changed it since the typing started.
      const latest = read(new URLSearchParams(window.location.search));
      if (latest.search.trim() === searchText.trim()) return;
      setWritten(searchText.trim());
      setSearchParams(toParams({ ...latest, search: searchText, page: 1 }), { replace: true });
    }, 300);
    return () => window.clearTimeout(timer);
    // The query is rebuilt from the URL on every render; the typed text is what starts the timer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searchText]);

  return {
    query,
    params,
    invalid,
    /** Writes the address without the parameters the list could not read (what the list already shows). */
    dropInvalid: () => setSearchParams(params, { replace: true }),
    searchText,
    setSearchText,
    update,
    clear: () => {
      setSearchText('');
      setSearchParams({});
    },
  };
}

/** The chosen rows of a list; the choice ends when the list shows other rows. */
export function useSelection(listKey: string) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [key, setKey] = useState(listKey);
  if (key !== listKey) {
    setKey(listKey);
    setSelected(new Set());
  }
  return {
    selected,
    toggle: (id: string) =>
      setSelected((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    setAll: (ids: readonly string[], on: boolean) => setSelected(on ? new Set(ids) : new Set()),
    clear: () => setSelected(new Set()),
  };
}
