// What a back-office list is, as data (style.md, "One list page"): where its rows come from, its figures, its
// filters with their allowed values, its columns with their sort keys and cells, and what can be done to a row or to
// the chosen rows. `ListPage` turns a description into the screen; a new list is a description, not a copy.
//
// A description is a module constant (its data hook is called as ListPage's own hook). Its labels are keys of the
// admin namespace, checked by the compiler; texts with values are functions of a ListContext. A write answers the
// confirmation it shows, so that each action keeps its call and its message together; the calls themselves are
// those of ./api/, passed as fields, so that a new client is a change of those fields only.
import type { ReactNode } from 'react';
import type { CustomTypeOptions, ParseKeysWithoutVariables, TFunction } from 'i18next';
import type { ListPage, SortDirection } from '@telecom/domain';
import type { NoteTone } from '../list-ui';
import type { RowActionIcon } from './list-controls';

/** A text of the admin namespace without values to fill in (a label, a title). */
export type AdminLabel = ParseKeysWithoutVariables<'admin'>;

/** What a description's functions get to write their texts, numbers and dates in the page language. */
export interface ListContext {
  t: TFunction<'admin'>;
  language: string | undefined;
}

/** The texts every list has, under its own block of admin.json. */
interface ListTexts {
  title: string;
  subtitle: string;
  add: string;
  search: string;
  searchPlaceholder: string;
  empty: { title: string; description: string; filtered: string };
}

type AdminTexts = CustomTypeOptions['resources']['admin'];

/** A block of admin.json with a list's texts (`customers`: `customers.title`, `customers.empty.filtered`, …). */
export type ListTextsBlock = { [K in keyof AdminTexts]: AdminTexts[K] extends ListTexts ? K : never }[keyof AdminTexts];

/** The part of a list's query that the page itself reads and writes; the rest are its filters. */
export interface ListQuery<SortKey extends string = string> {
  search: string;
  sort: SortKey;
  dir: SortDirection;
  page: number;
}

/** One page of a list as the API answers it (the domain's list page), with the figures of the whole list. */
export type ListPageWithStats<Row, Stats> = ListPage<Row> & { stats: Stats };

/** What the page needs of its data hook's answer (a TanStack Query result fits). */
export interface ListResult<Row, Stats> {
  data: ListPageWithStats<Row, Stats> | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/** A figure above the list, read from the list's stats; '–' until they are in. */
export interface StatDescription<Stats> {
  testId: string;
  label: AdminLabel;
  value: (stats: Stats, c: ListContext) => string;
  note?: (stats: Stats | undefined, c: ListContext) => string | undefined;
  tone?: (stats: Stats | undefined) => NoteTone;
  trend?: (stats: Stats) => 'up' | 'down' | undefined;
}

/** The query fields a filter can set: the text ones that the page does not own itself. */
export type FilterField<Query> = Exclude<
  { [K in keyof Query]-?: Query[K] extends string ? K : never }[keyof Query],
  keyof ListQuery
> &
  string;

/** A choice of one allowed value or 'all' (its empty value). */
export interface SelectFilter<Field, Value extends string> {
  kind: 'select';
  field: Field;
  label: AdminLabel;
  allLabel: AdminLabel;
  values: readonly Value[];
  // A method, so that the page can read any select filter as one of plain strings (its values are all it passes).
  text(value: Value, c: ListContext): string;
}

/** A month (`YYYY-MM`), or '' for every month. */
export interface MonthFilter<Field> {
  kind: 'month';
  field: Field;
  label: AdminLabel;
}

/** A filter of the query field it sets, typed by that field: a select where it can be 'all', a month where it is text. */
export type FilterDescription<Query> = {
  [K in FilterField<Query>]:
    | ('all' extends Query[K] ? SelectFilter<K, Exclude<Query[K], 'all'> & string> : never)
    | (string extends Query[K] ? MonthFilter<K> : never);
}[FilterField<Query>];

export interface ColumnDescription<Row, SortKey extends string> {
  header: AdminLabel;
  /** The column's width class (`col-name`, see admin.css). */
  className: string;
  /** The query's sort key when the header sorts the list. */
  sort?: SortKey;
  /** Figures, aligned right. */
  numeric?: boolean;
  /** The row's title: on a card (below 1280 px) it heads the card, without its column's label. */
  title?: boolean;
  cell: (row: Row, c: ListContext) => ReactNode;
}

/** Asked in a dialog before a write runs. */
export interface ConfirmDescription<Subject> {
  title: AdminLabel;
  message: (subject: Subject, c: ListContext) => string;
  confirmLabel: AdminLabel;
}

/**
 * A write the back office makes; afterwards every list and figure is fetched again. It answers the confirmation it
 * shows (or nothing); a failure shows the API's message.
 */
export interface WriteDescription<Subject> {
  kind: 'write';
  run: (subject: Subject, c: ListContext) => Promise<string | undefined>;
  confirm?: ConfirmDescription<Subject>;
  /** With a bulk action: the selection ends once it has run. */
  clearsSelection?: boolean;
}

/**
 * An icon button or link in a row's last cell. The verb names its icon, its tooltip (`actions.edit`) and its
 * accessible name (`actions.editNamed` with the row's name).
 */
export type RowActionDescription<Row> = { verb: RowActionIcon; danger?: boolean; shown?: (row: Row) => boolean } & (
  | { kind: 'link'; to: (row: Row) => string }
  /** A file to save; nothing changes, so nothing is fetched again. */
  | { kind: 'download'; run: (row: Row) => Promise<void> }
  | WriteDescription<Row>
);

/** A button (or control) of the bar that appears while rows are chosen; it acts on the ids of the chosen rows. */
export type BulkActionDescription<Query> =
  /** The CSV export of the chosen rows. */
  | { kind: 'export'; label: AdminLabel }
  /** A new status for the chosen rows, one of the values of the select filter `choices` (with its texts). */
  | StatusBulkAction<Query>
  | ({ label: AdminLabel; danger?: boolean } & WriteDescription<string[]>);

/** A new status for the chosen rows: `run` takes one of the allowed values of the filter it names. */
export type StatusBulkAction<Query> = {
  [F in FilterField<Query>]: {
    kind: 'status';
    choices: F;
    run: (change: {
      ids: string[];
      status: Exclude<Query[F], 'all'>;
    }) => Promise<{ updated: number; skipped?: number }>;
  };
}[FilterField<Query>];

export interface ListDescription<Row extends { id: string | number }, Query extends ListQuery, Stats> {
  /** The prefix of its controls' ids (`customer-search`) and its table's class (`customer-table`). */
  id: string;
  /** The table's test id (e2e). */
  testId: string;
  /**
   * Its block of admin.json: title and subtitle, the add button, the search's label and placeholder, and the empty
   * state's title and descriptions (`empty.description`, or `empty.filtered` while searching or filtering).
   */
  texts: ListTextsBlock;
  /** Where the header's add button leads. */
  addPath: string;
  /** The list's state in the URL: read (never failing) and written back without defaults. */
  query: { parse: (params: URLSearchParams) => Query; toParams: (query: Query) => Record<string, string> };
  /** The data hook: a page of rows and the list's stats for the query's parameters (a module constant, see above). */
  useList: (params: Record<string, string>) => ListResult<Row, Stats>;
  /** Downloads the CSV of the whole query, or of the given rows only. */
  exportCsv: (params: Record<string, string>, ids?: readonly string[]) => Promise<void>;
  stats: readonly StatDescription<Stats>[];
  filters: readonly FilterDescription<Query>[];
  columns: readonly ColumnDescription<Row, Query['sort']>[];
  /** How a row is named in its checkbox's and actions' accessible names. */
  rowName: (row: Row) => string;
  rowActions: readonly RowActionDescription<Row>[];
  bulkActions: readonly BulkActionDescription<Query>[];
}
