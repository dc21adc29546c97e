let ready: () => void = () => {};

/** Settles once the toasts' outlet is on the page and listening. */
export const toasterReady = new Promise<void>((resolve) => {
  ready = resolve;
});

export function markToasterReady(): void {
  ready();
}
