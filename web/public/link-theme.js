// The recipients' pages belong to the sender, not to a Listkeep account, so
// they follow the reader's own light or dark preference (and its changes while
// the page is open) instead of a stored setting. A classic script in <head>, so
// the first paint already has the reader's colours.
try {
  const light = window.matchMedia('(prefers-color-scheme: light)');
  const apply = () => document.documentElement.setAttribute('data-theme', light.matches ? 'light' : 'dark');
  apply();
  light.addEventListener('change', apply);
} catch {
  // No media queries: the dark default stays.
}
