import { Segmented } from '@/components/segmented';
import type { ReactNode } from 'react';
import { MAX } from '@listkeep/common/src/limits';
import type { StatusFilter } from '../hooks/use-table-view';
import { TagFilter } from './tag-filter';
import '@/components/filters.css';
import '../subscribers.css';

interface SubscriberFiltersProps {
  status: StatusFilter;
  onStatusChange: (status: StatusFilter) => void;
  search: string;
  onSearchChange: (search: string) => void;
  /** The column a search looks in: the one the table is sorted by, addresses unless names. */
  searchIn: 'email' | 'name';
  /** The team's tags. */
  tags: readonly string[];
  tag: string | null;
  onTagChange: (tag: string | null) => void;
  /** The plan has tags. */
  tagsAllowed: boolean;
  /** Why the tag filter is disabled, when the plan has no tags. */
  tagsNote: ReactNode;
}

/** Which of the picked lists' subscribers the table shows: by status, by tag, and by the start of an address or name. */
export function SubscriberFilters(props: SubscriberFiltersProps) {
  return (
    <div className="filters card">
      <Segmented<StatusFilter>
        label="Status"
        value={props.status}
        onChange={props.onStatusChange}
        options={[
          { value: 'all', label: 'All' },
          { value: 'subscribed', label: 'Subscribed' },
          { value: 'unsubscribed', label: 'Unsubscribed' },
        ]}
      />
      <TagFilter tags={props.tags} value={props.tag} onChange={props.onTagChange} disabled={!props.tagsAllowed} />
      <div className="field filter-search">
        <label className="filter-legend" htmlFor="subscriber-search">
          Search
        </label>
        <input
          id="subscriber-search"
          className="input"
          type="search"
          placeholder={props.searchIn === 'name' ? 'Start of a name' : 'Start of an email address'}
          maxLength={MAX.search}
          aria-describedby="subscriber-search-hint"
          value={props.search}
          onChange={(e) => props.onSearchChange(e.target.value)}
        />
      </div>
      {/* Under the row of filters, so the fields stay aligned. */}
      <div id="subscriber-search-hint" className="filters-note small muted" data-testid="search-hint">
        {props.searchIn === 'name'
          ? 'Searching names, as the table is sorted by name.'
          : 'Search looks at the start of each address; sort by Name to search names.'}
      </div>
      {!props.tagsAllowed && <div className="filters-note">{props.tagsNote}</div>}
    </div>
  );
}
