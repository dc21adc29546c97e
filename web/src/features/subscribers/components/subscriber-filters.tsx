import type { Newsletter } from '@listkeep/common/src/entities';
import { NewsletterFilter } from '@/components/newsletter-filter';
import { Segmented } from '@/components/segmented';
import type { ReactNode } from 'react';
import type { StatusFilter } from '../utils/filter-subscribers';
import { TagFilter } from './tag-filter';

interface SubscriberFiltersProps {
  newsletters: readonly Newsletter[];
  status: StatusFilter;
  onStatusChange: (status: StatusFilter) => void;
  checked: readonly string[];
  onCheckedChange: (checked: string[]) => void;
  search: string;
  onSearchChange: (search: string) => void;
  /** The team's tags. */
  tags: readonly string[];
  tag: string | null;
  onTagChange: (tag: string | null) => void;
  /** The plan has tags. */
  tagsAllowed: boolean;
  /** Why the tag filter is disabled, when the plan has no tags. */
  tagsNote: ReactNode;
}

/** Which subscribers the table shows: by status, by newsletter, by tag, and by free text. */
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
      {props.newsletters.length > 1 && (
        <NewsletterFilter newsletters={props.newsletters} checked={props.checked} onChange={props.onCheckedChange} />
      )}
      <TagFilter tags={props.tags} value={props.tag} onChange={props.onTagChange} disabled={!props.tagsAllowed} />
      <div className="field filter-search">
        <label className="filter-legend" htmlFor="subscriber-search">
          Search
        </label>
        <input
          id="subscriber-search"
          className="input"
          type="search"
          placeholder="Email, name or notes"
          value={props.search}
          onChange={(e) => props.onSearchChange(e.target.value)}
        />
      </div>
      {!props.tagsAllowed && <div className="filters-note">{props.tagsNote}</div>}
    </div>
  );
}
