import { Button } from '@/components/ui/button';

/** A list that could not be loaded, with a way to ask again. */
export function LoadError({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <div className="empty" role="alert">
      <strong>{title}</strong>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
