/**
 * A list's search box: it shows what is typed at once and tells the list after a short pause, so
 * a search runs once per word rather than once per key. The address (useAdminListParams) stays the
 * source of truth: going back restores the box's text too. The box is never narrower than its
 * placeholder, which says what it searches.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { ADMIN_SEARCH_MAX } from '../../contracts/admin-lists';
import { CloseIcon, SearchIcon } from '../icons/icons';

/** Long enough to finish a word, short enough to feel instant. */
export const SEARCH_PAUSE_MS = 300;

interface ListSearchProps {
  value: string;
  onSearch: (text: string) => void;
  /** The visible placeholder and the accessible label, e.g. "Search by name or email". */
  label: string;
  className?: string;
}

export function ListSearch({ value, onSearch, label, className = '' }: ListSearchProps) {
  const [text, setText] = useState(value);
  const id = useId();
  const sent = useRef(value);
  // The latest callback, so a parent re-render does not restart the pause.
  const report = useRef(onSearch);
  report.current = onSearch;

  // The address changed from elsewhere (back button, a cleared filter): show it.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (text === sent.current) return;
    const timer = window.setTimeout(() => {
      sent.current = text;
      report.current(text);
    }, SEARCH_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);

  return (
    // Wide enough for the whole placeholder (the icon and the clear button take 5rem), never wider
    // than the toolbar: a cut-off hint hides what the box searches.
    <div className={`relative ${className}`} style={{ minWidth: `min(100%, calc(${label.length}ch + 5rem))` }}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <SearchIcon size={16} className="pointer-events-none absolute left-4 top-1/2 -translate-y-1/2 text-ink-muted" />
      <input
        id={id}
        type="search"
        value={text}
        maxLength={ADMIN_SEARCH_MAX}
        placeholder={label}
        onChange={(event) => setText(event.target.value)}
        className="input pl-10 pr-10 [&::-webkit-search-cancel-button]:hidden"
      />
      {text ? (
        <button
          type="button"
          onClick={() => {
            setText('');
            sent.current = '';
            onSearch('');
          }}
          aria-label="Clear search"
          className="keyboard-focus absolute right-2 top-1/2 inline-flex h-7 w-7 -translate-y-1/2 items-center justify-center rounded-full text-ink-muted hover:(bg-sand-100 text-ink)"
        >
          <CloseIcon size={14} />
        </button>
      ) : null}
    </div>
  );
}
