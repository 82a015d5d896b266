// What the visitor did on a server-rendered page before the app took it over (held and noted by
// src/boot.js), done again once React owns the page: each action in its order, once React owns its
// element (a part of the page may hydrate a moment after the rest). An element the app has drawn
// again meanwhile is found again: a field by its label, a control by what it says.
import { whenPageIdle } from '../lib/when-page-idle';

/** A click held by the boot script, or the last value typed into a field in a row, with the field's label. */
export type EarlyAction = { click: Element } | { field: Element; value: string; label?: string | null };

declare global {
  interface Window {
    /** src/boot.js (inline in the page): the visitor's early clicks and typing, and stops noting them. */
    takeEarlyActions?: () => EarlyAction[];
  }
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Has React taken this element of the server's page over (hydrated it)? */
const hydratedElement = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

const isField = (element: Element): element is Field =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;

/**
 * Types `value` into a field React controls, as the visitor did. React notices a change only against
 * the value it last knew: the field is emptied through React's own setter (React now knows ''), the
 * value set past it, then the input, change and (when the visitor had left the field) blur events
 * follow, which the app answers as usual (formatting a time on blur, for instance).
 */
export function typeInto(field: Field, value: string) {
  field.value = '';
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  if (setter) setter.call(field, value);
  else field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
  if (document.activeElement !== field) field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
}

const labelOf = (field: Field) => field.labels?.[0]?.textContent ?? field.getAttribute('aria-label');

/** The field the app now draws in place of one that left the page: the one with the same label. */
function fieldNowLabelled(label: string | null | undefined): Field | null {
  if (!label) return null;
  const fields = document.querySelectorAll<Field>('#root input, #root textarea, #root select');
  return [...fields].find((field) => labelOf(field) === label) ?? null;
}

/** What a control says it is: its aria-label or its text (a control that left the page keeps both). */
const nameOf = (control: Element) => (control.getAttribute('aria-label') ?? control.textContent ?? '').trim();

const ALIKE = ['role', 'type', 'name', 'value'];

/**
 * The control the app now draws in place of one that left the page (a part drawn again once its
 * records or code arrived): the one control of the page of the same element, role, type, form name
 * and value, that says the same. None when two say it: the click is not guessed.
 */
function controlNowNamed(gone: Element): Element | null {
  const name = nameOf(gone);
  if (!name) return null;
  const alike = [...document.querySelectorAll(`#root ${gone.localName}`)].filter(
    (control) => ALIKE.every((attribute) => control.getAttribute(attribute) === gone.getAttribute(attribute)) && nameOf(control) === name,
  );
  return alike.length === 1 ? alike[0]! : null;
}

/** True while an early action is being done again (its events are not the visitor's of now). */
let replaying = false;

/** The controls whose clicks wait their turn (the same as src/boot.js holds; links are left alone). */
const HELD_CONTROLS = 'button, [role="button"], [role="tab"], [role="switch"], input[type="checkbox"], input[type="radio"], label';

/**
 * Until the last early action is done again, what the visitor does now waits its turn: a click on a
 * control goes to the end of the queue (it came after what is still to be replayed: a 'Book Now'
 * pressed now would otherwise leave before the time typed earlier is in), and a field typed into
 * again is not retyped with its older value (`typedSince`). `release` stops this.
 */
function holdLiveActions(actions: EarlyAction[]) {
  const typedSince = new WeakSet<Element>();
  const click = (event: MouseEvent) => {
    const target = !replaying && event.target instanceof Element ? event.target.closest(HELD_CONTROLS) : null;
    if (!target || !document.getElementById('root')?.contains(target)) return;
    event.preventDefault();
    event.stopPropagation();
    actions.push({ click: target });
  };
  const input = (event: Event) => {
    const field = event.target;
    if (replaying || !(field instanceof Element) || !isField(field)) return;
    typedSince.add(field);
    // The same field, or the one the app now draws in its place (fieldNowLabelled).
    const same = (action: EarlyAction) =>
      'field' in action && (action.field === field || (!action.field.isConnected && !!action.label && labelOf(field) === action.label));
    for (let i = actions.length - 1; i >= 0; i--) if (same(actions[i]!)) actions.splice(i, 1);
  };
  document.addEventListener('click', click, true);
  document.addEventListener('input', input, true);
  return {
    typedSince,
    release: () => {
      document.removeEventListener('click', click, true);
      document.removeEventListener('input', input, true);
    },
  };
}

/**
 * Drops from `actions` the typing that later typing replaces: the same field typed into again, or the
 * field the app drew in its place (the same label), with no click between. Put back after the later
 * value is in, the earlier one would undo what the visitor typed since ('15/' over '15/06').
 */
function dropReplacedTyping(actions: EarlyAction[]) {
  for (let i = actions.length - 2; i >= 0; i--) {
    const earlier = actions[i]!;
    if (!('field' in earlier)) continue;
    for (const later of actions.slice(i + 1)) {
      if (!('field' in later)) break;
      if (later.field === earlier.field || (!!earlier.label && later.label === earlier.label)) {
        actions.splice(i, 1);
        break;
      }
    }
  }
}

/** Replays `actions` in order; each waits for React to own its element (for up to 5 s) and for the page to be idle. */
export function replayEarlyActions(actions: EarlyAction[] = window.takeEarlyActions?.() ?? []) {
  dropReplacedTyping(actions);
  const deadline = Date.now() + 5000;
  const live = holdLiveActions(actions);
  const next = () => {
    while (actions.length > 0) {
      const action = actions[0]!;
      if ('field' in action && !action.field.isConnected) {
        const replacement = fieldNowLabelled(action.label);
        if (replacement) action.field = replacement;
      }
      if ('click' in action && !action.click.isConnected) {
        const replacement = controlNowNamed(action.click);
        if (replacement) action.click = replacement;
      }
      const element = 'click' in action ? action.click : action.field;
      if (!element.isConnected) {
        actions.shift();
        continue;
      }
      if (!hydratedElement(element) && Date.now() < deadline) {
        setTimeout(next, 50);
        return;
      }
      actions.shift();
      // React marks an element while it hydrates the part that holds it and commits that part at the
      // end of the work, which runs in slices: the action waits until that work is done (idle).
      whenPageIdle(() => {
        replaying = true;
        try {
          if ('click' in action) (element as HTMLElement).click();
          else if (isField(element) && !live.typedSince.has(element)) typeInto(element, action.value);
        } finally {
          replaying = false;
        }
        next();
      }, 1000);
      return;
    }
    live.release();
  };
  next();
}
