import { useEffect } from 'react';

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Listkeep` : 'Listkeep: Big League Tools for Small Senders';
  }, [title]);
}
