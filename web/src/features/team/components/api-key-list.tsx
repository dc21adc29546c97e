import { API_KEY_SCOPE_LABELS, apiKeyHint } from '@listkeep/common/src/api-keys';
import type { ApiKey } from '@listkeep/common/src/entities';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { dayText } from '@/lib/day-text';

interface ApiKeyListProps {
  keys: ApiKey[];
  onRevoke: (key: ApiKey) => void;
}

/** The team's keys, newest first: never the key, only its start, so a person can tell which a tool holds. */
export function ApiKeyList({ keys, onRevoke }: ApiKeyListProps) {
  if (keys.length === 0) return <p className="small muted">No API keys yet.</p>;
  return (
    <ul className="team-setting-list" data-testid="api-key-list">
      {keys.map((key) => (
        <li key={key.id} className="team-setting-item" data-testid="api-key-row">
          <div className="stack-xs team-setting-main">
            <div className="team-setting-title">
              <strong>{key.name}</strong>
              <Badge tone={key.scope === 'write' ? 'warning' : 'neutral'}>{API_KEY_SCOPE_LABELS[key.scope]}</Badge>
            </div>
            <code className="team-setting-code">{apiKeyHint(key.id)}</code>
            <span className="small muted">
              Created {dayText(key.createdAt)} by {key.createdBy} · {lastUsedText(key)}
            </span>
          </div>
          <Button variant="secondary" onClick={() => onRevoke(key)} aria-label={`Revoke ${key.name}`}>
            Revoke
          </Button>
        </li>
      ))}
    </ul>
  );
}

const lastUsedText = (key: ApiKey) => (key.lastUsedAt ? `last used ${dayText(key.lastUsedAt)}` : 'never used');
