import { toast } from 'sonner';

export type ToastType = 'info' | 'success' | 'error' | 'warning';

/** Shows a toast (docs/product.md §3: type defaults to info); they hide after 5 s, set on the Toaster. */
export function notify(text: string, type: ToastType = 'info'): void {
  toast[type](text);
}
