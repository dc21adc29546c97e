// The recipients' pages belong to the sender, not to a Listkeep account, so
// they follow the reader's own light or dark preference (and its changes while
// the page is open) instead of a stored setting. A classic script in <head>, so
// the first paint already has the reader's colours. The embedded subscribe form
// may be told its colours by its address (`?theme=light|dark`, EMBED_THEMES in
// common/src/sign-up-forms.ts), to match the site around it.
try {
  const asked = location.pathname.startsWith('/embed/') ? new URLSearchParams(location.search).get('theme') : null;
  if (asked === 'light' || asked === 'dark') {
    document.documentElement.setAttribute('data-theme', asked);
  } else {
    const light = window.matchMedia('(prefers-color-scheme: light)');
    const apply = () => document.documentElement.setAttribute('data-theme', light.matches ? 'light' : 'dark');
    apply();
    light.addEventListener('change', apply);
  }
} catch {
  // No media queries: the dark default stays.
}
