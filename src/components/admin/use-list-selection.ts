/**
 * Which rows of a back-office list are chosen for a bulk action (docs/decisions/0230-bulk-actions.md):
 * rows ticked one by one (kept across pages of the same list), or every row the filter matches.
 * The choice belongs to one filter: a new search, filter or sort starts with nothing chosen, so an
 * action never reaches rows chosen under a filter no longer on the screen. Changing page keeps it.
 */
import { useState } from 'react';

export interface ListSelection {
  /** Rows ticked one by one (empty while every matching row is chosen). */
  ids: ReadonlySet<string>;
  /** Every row the list's filter matches is chosen. */
  allMatching: boolean;
  isSelected: (id: string) => boolean;
  /** How many rows are chosen, given how many the filter matches. */
  count: (total: number) => number;
  /** Ticks or unticks one row; unticking one while all match are chosen keeps the rest of `pageIds`. */
  toggle: (id: string, pageIds: readonly string[]) => void;
  /** Ticks or unticks every row of the page. */
  setPage: (pageIds: readonly string[], on: boolean) => void;
  selectAllMatching: () => void;
  clear: () => void;
}

interface Chosen {
  filterKey: string;
  ids: ReadonlySet<string>;
  allMatching: boolean;
}

const nothing = (filterKey: string): Chosen => ({ filterKey, ids: new Set(), allMatching: false });

/** `filterKey`: the list's query without its page (a change of it clears the choice). */
export function useListSelection(filterKey: string): ListSelection {
  const [state, setState] = useState<Chosen>(() => nothing(filterKey));
  const chosen = state.filterKey === filterKey ? state : nothing(filterKey);
  const update = (ids: ReadonlySet<string>, allMatching = false) => setState({ filterKey, ids, allMatching });

  return {
    ids: chosen.ids,
    allMatching: chosen.allMatching,
    isSelected: (id) => chosen.allMatching || chosen.ids.has(id),
    count: (total) => (chosen.allMatching ? total : chosen.ids.size),
    toggle: (id, pageIds) => {
      const ids = new Set(chosen.allMatching ? pageIds : chosen.ids);
      if (ids.has(id)) ids.delete(id);
      else ids.add(id);
      update(ids);
    },
    setPage: (pageIds, on) => {
      const ids = new Set(chosen.allMatching ? [] : chosen.ids);
      for (const id of pageIds) {
        if (on) ids.add(id);
        else ids.delete(id);
      }
      update(ids);
    },
    selectAllMatching: () => update(new Set(), true),
    clear: () => update(new Set()),
  };
}
