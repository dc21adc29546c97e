import { TextWithAddresses } from '@/components/ui/address';
import { toasterReady } from './toaster-ready';

export type ToastType = 'info' | 'success' | 'error' | 'warning';

export interface NotifyOptions {
  /**
   * Names the action the toast reports, so its next outcome (a retry that succeeds, a second copy)
   * replaces this toast instead of piling up beside it. By default the text itself names it.
   */
  action?: string;
}

/**
 * Shows a toast (docs/product.md §3: type defaults to info); they hide after 5 s, set on the Toaster.
 * The toast library loads beside the page (lib/toaster.tsx), so a toast waits for its outlet.
 */
export function notify(text: string, type: ToastType = 'info', { action = text }: NotifyOptions = {}): void {
  void toasterReady
    .then(() => import('sonner'))
    .then(({ toast }) => toast[type](<TextWithAddresses text={text} />, { id: action }));
}
