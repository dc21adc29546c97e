/**
 * What a visitor did on a pre-rendered page before the app took it over
 * (public/held-input.js holds button presses and submissions until then):
 * the fields they filled in and the buttons they pressed, found again by
 * their place in the page, so the app's state takes in what was typed and
 * the presses run through the app's own handlers. The same place works
 * whether React hydrated the markup (the same elements) or drew the page
 * over it (new elements, same layout).
 */
type Place = number[];

interface FilledField {
  place: Place;
  value?: string;
  checked?: boolean;
}

interface Press {
  place: Place;
  /** The button's words when pressed: a button that says something else once the app runs is not pressed. */
  label: string;
}

export interface HeldInput {
  fields: FilledField[];
  presses: Press[];
}

declare global {
  interface Window {
    listkeepHeldInput?: Element[];
  }
}

const FIELDS = 'input, textarea, select';

function placeOf(root: Element, element: Element): Place | null {
  const place: Place = [];
  for (let node: Element | null = element; node !== root; node = node.parentElement) {
    if (!node?.parentElement) return null;
    place.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  }
  return place;
}

function atPlace(root: Element, place: Place): Element | null {
  let node: Element | undefined = root;
  for (const index of place) node = node?.children[index];
  return node ?? null;
}

const isToggle = (field: Element): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** What differs from the page as it was served, read before the app takes the page over. */
function filledIn(field: Element): Omit<FilledField, 'place'> | null {
  if (isToggle(field)) return field.checked === field.defaultChecked ? null : { checked: field.checked };
  if (field instanceof HTMLSelectElement) {
    return Array.from(field.options).every((option) => option.selected === option.defaultSelected)
      ? null
      : { value: field.value };
  }
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
    return field.value === field.defaultValue ? null : { value: field.value };
  }
  return null;
}

/** Reads what the visitor has done so far; call it just before the app takes over the page. */
export function readHeldInput(root: Element): HeldInput {
  const fields: FilledField[] = [];
  for (const field of Array.from(root.querySelectorAll(FIELDS))) {
    const filled = filledIn(field);
    const place = filled && placeOf(root, field);
    if (filled && place) fields.push({ place, ...filled });
  }
  const presses = (window.listkeepHeldInput ?? []).flatMap((element) => {
    const place = placeOf(root, element);
    return place ? [{ place, label: element.textContent ?? '' }] : [];
  });
  return { fields, presses };
}

/**
 * Puts a value in a field the way typing does, so that React's change
 * handler sees it: React remembers the last value it saw on the element and
 * ignores an input event that does not change it, so the element is first
 * set, through React's own setter, to a value that differs.
 */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const native = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  field.value = `${value}\u0000`;
  if (native) native.call(field, value);
  else field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Called once the app has drawn the page: stops the holding, gives the app
 * what was typed, then presses what was pressed, in order, each in a task of
 * its own so that the app has re-rendered with the typed values first.
 */
export function replayHeldInput(root: Element, held: HeldInput): void {
  // Once only, though development's strict mode runs effects twice.
  if (document.documentElement.hasAttribute('data-app')) return;
  document.documentElement.setAttribute('data-app', '');
  if (window.listkeepHeldInput) window.listkeepHeldInput.length = 0;
  for (const { place, value, checked } of held.fields) {
    const field = atPlace(root, place);
    if (field && isToggle(field) && checked !== undefined) {
      // The app's own state is what it rendered as the default; one click from there reaches the visitor's.
      field.checked = field.defaultChecked;
      if (checked !== field.checked) field.click();
    } else if (field instanceof HTMLSelectElement && value !== undefined) {
      field.value = value;
      field.dispatchEvent(new Event('change', { bubbles: true }));
    } else if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && value !== undefined) {
      typeInto(field, value);
    }
  }
  const press = (presses: Press[]) => {
    if (presses.length === 0) return;
    const [{ place, label }, ...rest] = presses;
    const element = atPlace(root, place);
    // A returning visitor's page can differ from the one served (Log In for Sign Up).
    if (element instanceof HTMLButtonElement && element.textContent === label) element.click();
    else if (element instanceof HTMLFormElement) element.requestSubmit();
    setTimeout(press, 0, rest);
  };
  setTimeout(press, 0, held.presses);
}
