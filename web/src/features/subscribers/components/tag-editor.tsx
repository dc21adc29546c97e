import { MAX } from '@listkeep/common/src/limits';
import { TAG_MESSAGES, addTag, hasTag, removeTag, splitTags, tagProblem } from '@listkeep/common/src/tags';
import { useId, useState, type KeyboardEvent } from 'react';
import '../subscribers.css';

interface TagEditorProps {
  value: readonly string[];
  onChange: (tags: string[]) => void;
  /** The team's tags, offered as the user types. */
  suggestions: readonly string[];
  /** Shown, but not changed (the plan has no tags). */
  disabled: boolean;
  error?: string;
}

/**
 * A subscriber's tags: type one and press Enter or a comma to add it (a
 * pasted "a, b; c" adds each), × to remove one. What is typed is added on
 * leaving the field too, so a tag typed before Save is not lost.
 */
export function TagEditor({ value, onChange, suggestions, disabled, error }: TagEditorProps) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const full = value.length >= MAX.tagsPerSubscriber;

  const commit = (text: string) => {
    const typed = splitTags(text);
    const bad = typed.map((tag) => tagProblem(tag)).find(Boolean);
    if (bad) return setProblem(bad);
    let next = [...value];
    for (const tag of typed) next = addTag(next, tag);
    if (next.length > MAX.tagsPerSubscriber) return setProblem(TAG_MESSAGES.tooMany);
    setProblem(null);
    setDraft('');
    if (next.length !== value.length) onChange(next);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' || e.key === ',') {
      e.preventDefault();
      commit(draft);
    } else if (e.key === 'Backspace' && draft === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };
  const shownError = problem ?? error;

  return (
    <div className="field">
      {disabled ? (
        <span className="field-label">Tags</span>
      ) : (
        <label className="field-label" htmlFor={id}>
          Tags
        </label>
      )}
      <div className="tag-editor" data-disabled={disabled || undefined} data-testid="tag-editor">
        {value.map((tag) => (
          <span key={tag} className="badge badge-tag">
            {tag}
            {!disabled && (
              <button
                type="button"
                className="tag-remove"
                onClick={() => onChange(removeTag(value, tag))}
                aria-label={`Remove tag ${tag}`}
              >
                ×
              </button>
            )}
          </span>
        ))}
        {!disabled && (
          <input
            id={id}
            className="tag-input"
            value={draft}
            list={`${id}-suggestions`}
            maxLength={MAX.tag * 4}
            placeholder={full ? 'No more tags' : value.length === 0 ? 'Type a tag, then Enter' : 'Add a tag'}
            disabled={full}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={shownError ? `${id}-error` : `${id}-hint`}
            onChange={(e) => {
              setProblem(null);
              if (e.target.value.includes(',')) commit(e.target.value);
              else setDraft(e.target.value);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => draft.trim() !== '' && commit(draft)}
          />
        )}
        {disabled && value.length === 0 && <span className="faint small">No tags</span>}
      </div>
      <datalist id={`${id}-suggestions`}>
        {suggestions
          .filter((tag) => !hasTag(value, tag))
          .map((tag) => (
            <option key={tag} value={tag} />
          ))}
      </datalist>
      {!disabled && !shownError && (
        <span id={`${id}-hint`} className="field-hint">
          Enter or a comma adds a tag; at most {MAX.tagsPerSubscriber}.
        </span>
      )}
      {shownError && (
        <span id={`${id}-error`} className="field-error" role="alert">
          {shownError}
        </span>
      )}
    </div>
  );
}
