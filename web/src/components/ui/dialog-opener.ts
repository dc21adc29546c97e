import { useState } from 'react';

/**
 * Where focus goes back to when a dialog closes, nearest first: the element that had focus when it opened,
 * then, when that element was inside another dialog that has closed since (a detail dialog's Edit button),
 * what opened that dialog, and so on.
 */
type ReturnPath = readonly HTMLElement[];

const returnPaths = new WeakMap<Element, ReturnPath>();

function returnPathFrom(focused: Element | null): ReturnPath {
  if (!(focused instanceof HTMLElement) || focused === document.body) return [];
  const enclosingDialog = focused.closest('[role="dialog"]');
  return [focused, ...((enclosingDialog && returnPaths.get(enclosingDialog)) ?? [])];
}

function focusable(element: HTMLElement): boolean {
  return element.isConnected && !element.closest('[inert], [hidden]') && element.getClientRects().length > 0;
}

/**
 * Radix returns focus only to a Dialog.Trigger; the app's dialogs are opened by buttons, rows and other
 * dialogs, so each dialog notes what had focus as it opened and gives focus back to it on closing.
 */
export function useOpener(open: boolean) {
  const [wasOpen, setWasOpen] = useState(open);
  const [path, setPath] = useState<ReturnPath>(() => (open ? returnPathFrom(document.activeElement) : []));
  // Read while rendering the opening: once the dialog mounts, a dialog closing at the same time has left the page.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setPath(returnPathFrom(document.activeElement));
  }

  return {
    /** Lets a dialog opened from inside this one find its way back past it. */
    rememberOpener: (content: HTMLDivElement | null) => {
      if (content) returnPaths.set(content, path);
    },
    returnFocus: (event: Event) => {
      event.preventDefault();
      // A dialog that opened as this one closed keeps the focus.
      if (document.querySelector('[role="dialog"][data-state="open"]')) return;
      path.find(focusable)?.focus();
    },
  };
}
