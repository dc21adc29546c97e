// Applies the stored theme before first paint, so a light-theme visitor never
// sees a dark flash. Loaded as a classic script from <head>, which holds the
// first paint until it has run; a module script would run after it. A file,
// not inline, so the Content-Security-Policy needs no 'unsafe-inline' scripts.
try {
  const settings = JSON.parse(localStorage.getItem('settings') || '{}');
  if (settings && settings.theme === 'light') document.documentElement.setAttribute('data-theme', 'light');
} catch {
  // Storage unreadable (blocked, private mode): the dark default stays.
}
