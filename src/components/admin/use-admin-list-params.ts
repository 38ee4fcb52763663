/**
 * A back-office list's state lives in the URL (search, filters, sort, page), so a filtered page
 * is an address: reload keeps it, the back button undoes a filter, a link can share it.
 *
 * Each list declares its parameters and the values each may take; anything else in the address
 * (a hand-edited `?status=bogus`, `?page=-3`) is read as "not set" rather than sent to the server
 * to be refused. Changing the search or a filter goes back to page 1, since page 7 of the old
 * results means nothing in the new ones. (The storefront's products list keeps its own, fixed
 * state in its address: src/features/catalogue/product-list-state.ts.)
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ADMIN_SEARCH_MAX } from '../../contracts/admin-lists';

export interface ListParamSpec {
  /** The values the parameter may take; omitted means any text matching `pattern`. */
  values?: readonly string[];
  pattern?: RegExp;
  /** Used when the address does not set it (or sets it to something not allowed). */
  default?: string;
}

export type ListParamSpecs = Record<string, ListParamSpec>;

/** A parameter's type: one of its declared values, or text. */
export type ParamValue<Spec> = Spec extends { values: readonly (infer V)[] } ? V : string;
type ParamValues<S extends ListParamSpecs> = { [K in keyof S]: ParamValue<S[K]> | undefined };

export const SEARCH_PARAM = 'search';
export const PAGE_PARAM = 'page';
const SORT_BY = 'sortBy';
const SORT_ORDER = 'sortOrder';

function readParam(spec: ListParamSpec, raw: string | null): string | undefined {
  const value = raw?.trim();
  if (value && (spec.values ? spec.values.includes(value) : spec.pattern ? spec.pattern.test(value) : true)) return value;
  return spec.default;
}

function readPage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export interface AdminListParams<S extends ListParamSpecs> {
  search: string;
  page: number;
  /** Each declared parameter's value (its default when unset). */
  params: ParamValues<S>;
  /** What to send to the list call: page, search and every set parameter. */
  query: { page: number; search?: string } & Partial<{ [K in keyof S]: ParamValue<S[K]> }>;
  /** True when a search or a non-default parameter narrows the list (the empty state says so). */
  isFiltered: boolean;
  setSearch: (text: string) => void;
  /** Sets one parameter; undefined or its default removes it from the address. */
  setParam: <K extends keyof S & string>(name: K, value: ParamValue<S[K]> | string | undefined) => void;
  /** Sets several parameters in one history entry (a range's start and end together). */
  setParams: (values: Partial<{ [K in keyof S]: ParamValue<S[K]> | string | undefined }>) => void;
  setPage: (page: number) => void;
  /** The address of another page of the same list, for pagination links. */
  hrefForPage: (page: number) => string;
  /** A column header's click: the same column flips the order, another sorts it ascending (A to Z, smallest first; docs/decisions/0163). */
  toggleSort: (field: string) => void;
  /** Clears search and filters (keeps nothing but the defaults). */
  clear: () => void;
}

export function useAdminListParams<S extends ListParamSpecs>(specs: S): AdminListParams<S> {
  type K = keyof S & string;
  const [searchParams, setSearchParams] = useSearchParams();
  const names = Object.keys(specs) as K[];

  const search = (searchParams.get(SEARCH_PARAM) ?? '').slice(0, ADMIN_SEARCH_MAX);
  const page = readPage(searchParams.get(PAGE_PARAM));
  const key = searchParams.toString();

  const params = useMemo(() => {
    const out = {} as Record<string, string | undefined>;
    for (const name of names) out[name] = readParam(specs[name] ?? {}, searchParams.get(name));
    return out as ParamValues<S>;
    // `key` stands for searchParams' content; specs are declared once per list.
  }, [key]);

  const update = useCallback(
    (change: (next: URLSearchParams) => void, { keepPage = false, replace = false } = {}) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          change(next);
          if (!keepPage) next.delete(PAGE_PARAM);
          return next;
        },
        { replace },
      );
    },
    [setSearchParams],
  );

  const setValue = (next: URLSearchParams, name: string, value: string | undefined) => {
    const spec = (specs as ListParamSpecs)[name];
    if (value === undefined || value === '' || (spec && value === spec.default)) next.delete(name);
    else next.set(name, value);
  };

  const query = { page } as AdminListParams<S>['query'];
  const trimmed = search.trim();
  if (trimmed) query.search = trimmed;
  for (const name of names) {
    const value = params[name];
    if (value !== undefined) (query as Record<string, unknown>)[name] = value;
  }

  const sortSpecs = specs as ListParamSpecs;
  return {
    search,
    page,
    params,
    query,
    isFiltered: Boolean(trimmed) || names.some((name) => name !== SORT_BY && name !== SORT_ORDER && params[name] !== specs[name]?.default),
    // Typing replaces the entry rather than adding one per keystroke to the history.
    setSearch: (text) => update((next) => setValue(next, SEARCH_PARAM, text.trim() ? text : undefined), { replace: true }),
    setParam: (name, value) => update((next) => setValue(next, name, value as string | undefined)),
    setParams: (values) =>
      update((next) => {
        for (const [name, value] of Object.entries(values)) setValue(next, name, value as string | undefined);
      }),
    setPage: (target) => update((next) => (target > 1 ? next.set(PAGE_PARAM, String(target)) : next.delete(PAGE_PARAM)), { keepPage: true }),
    hrefForPage: (target) => {
      const next = new URLSearchParams(searchParams);
      if (target > 1) next.set(PAGE_PARAM, String(target));
      else next.delete(PAGE_PARAM);
      const text = next.toString();
      return text ? `?${text}` : '?';
    },
    toggleSort: (field) =>
      update((next) => {
        const sameField = (readParam(sortSpecs[SORT_BY] ?? {}, next.get(SORT_BY)) ?? '') === field;
        const order = readParam(sortSpecs[SORT_ORDER] ?? {}, next.get(SORT_ORDER));
        setValue(next, SORT_BY, field);
        setValue(next, SORT_ORDER, sameField && order === 'asc' ? 'desc' : 'asc');
      }),
    clear: () =>
      update((next) => {
        next.delete(SEARCH_PARAM);
        for (const name of names) if (name !== SORT_BY && name !== SORT_ORDER) next.delete(name);
      }),
  };
}
