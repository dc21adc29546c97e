// A pre-rendered page shows before the app's JavaScript has arrived. Until
// the app has taken the page over (it marks <html data-app>), a press of a
// button or a form's submission is held here instead of being lost, or of
// submitting the form natively and reloading the page with what was typed in
// its address; the app replays what was held once it runs (app/held-input.ts).
// Links keep working as plain links. A classic file in <head>, so it listens
// before the page can be used and the Content-Security-Policy needs no inline script.
{
  const held = [];
  window.listkeepHeldInput = held;
  const hold = (event, element) => {
    if (!element || document.documentElement.hasAttribute('data-app')) return;
    event.preventDefault();
    event.stopPropagation();
    if (!held.includes(element)) held.push(element);
  };
  document.addEventListener(
    'click',
    (event) => hold(event, event.target instanceof Element ? event.target.closest('button') : null),
    true,
  );
  document.addEventListener(
    'submit',
    (event) => hold(event, event.target instanceof HTMLFormElement ? event.target : null),
    true,
  );
}
