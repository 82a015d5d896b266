// The home search draws its time and date fields plain (native inputs, on the first paint) and swaps
// each for the app's richer field (a list of times, a calendar) once the visitor reaches for the
// search and that field's code has arrived. Until then the plain field stays where it is, focus and
// typing included: it is never replaced by a placeholder while the visitor is in it. The swap is one
// commit, and the richer field takes over what the plain one held: its value, the focus, the caret.
import { useEffect, useRef, useState } from 'react';

/** A field's code, fetched once and then at hand to every field that draws it. */
export interface Upgrade<T> {
  loaded: T | undefined;
  load: () => Promise<T>;
}

export function upgrade<T>(load: () => Promise<T>): Upgrade<T> {
  let pending: Promise<T> | undefined;
  const of: Upgrade<T> = {
    loaded: undefined,
    load: () =>
      (pending ??= load().then(
        (module) => (of.loaded = module),
        (error: unknown) => {
          // Tried again the next time a field asks (offline now, back later).
          pending = undefined;
          throw error;
        },
      )),
  };
  return of;
}

/**
 * The richer field's code once `ready` and loaded (undefined until then: draw the plain field), the
 * ref for the plain field's input and the ref for the richer field's input. `shown` is the text the
 * app knows the plain field holds; what it holds beyond that (typed before hydration, set by a
 * script or autofill as it left) is given to `carry`.
 */
export function useFieldUpgrade<T>(ready: boolean, of: Upgrade<T>, shown: string, carry: (value: string) => void) {
  const [swapped, setSwapped] = useState(false);
  const plain = useRef<HTMLInputElement | null>(null);
  // The plain field as the swap was decided, and whether the visitor was in it (once the commit
  // has removed it, the focus is gone).
  const left = useRef<{ field: HTMLInputElement; focused: boolean } | null>(null);
  useEffect(() => {
    if (!ready || swapped) return;
    let live = true;
    // Not loaded (offline): the plain field stays, and does the job.
    of.load().then(
      () => {
        if (!live) return;
        const field = plain.current;
        left.current = field && { field, focused: document.activeElement === field };
        setSwapped(true);
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [ready, swapped, of]);

  return {
    rich: swapped ? of.loaded : undefined,
    plainRef: (input: HTMLInputElement | null) => {
      if (!input) return;
      plain.current = input;
      // Typed before the app took the server's page over: React's hydration keeps the text in the
      // field but not in the app's state, and the next render would wipe it. The app takes it.
      if (input.value !== shown) carry(input.value);
    },
    richRef: (input: HTMLInputElement | null) => {
      const was = left.current;
      if (!input || !was) return;
      left.current = null;
      const { field } = was;
      if (field.value !== shown) carry(field.value);
      if (!was.focused) return;
      input.focus();
      if (input.value === field.value) input.setSelectionRange(field.selectionStart, field.selectionEnd);
    },
  };
}
