// The site's create forms keep what is typed for this browser tab, so that a reload, a detail visit
// or a wrong click loses nothing; the draft is dropped once the record is saved or the form cancelled.
import { cleanPostForm, type PostFormValues } from './post-form';
import { cleanTourForm, type TourFormValues } from './tour-form';

export interface Draft<V> {
  read(): V;
  write(values: V): void;
  clear(): void;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage can be switched off: the form still works, only unsaved.
    return null;
  }
}

function sessionDraft<V>(key: string, clean: (value: unknown) => V): Draft<V> {
  return {
    read() {
      try {
        return clean(JSON.parse(storage()?.getItem(key) ?? 'null'));
      } catch {
        return clean(null);
      }
    },
    write(values) {
      try {
        storage()?.setItem(key, JSON.stringify(values));
      } catch {
        // Full or refused storage: the values stay in the page only.
      }
    },
    clear() {
      try {
        storage()?.removeItem(key);
      } catch {
        // Nothing kept, nothing to drop.
      }
    },
  };
}

export const tourDraft: Draft<TourFormValues> = sessionDraft('vtc.tour-draft', cleanTourForm);
export const postDraft: Draft<PostFormValues> = sessionDraft('vtc.blog.create-draft', cleanPostForm);
