// The remarks of a booking while the form is open: their text, and the colour and position each
// will have once saved.

import { remarkColorAt, type RemarkColor } from '../../domain/types';

/** A remark while the form is open: stored (`id`) or new, in list order. */
export interface RemarkDraft {
  /** Stable React key. */
  key: string;
  /** The stored remark, if it is one. */
  id?: string;
  text: string;
  /** Its stored position, if it is stored. */
  position?: number;
}

export interface PlacedRemark extends RemarkDraft {
  color: RemarkColor;
  position: number;
}

/**
 * The colour and position each remark of the list has once saved: stored ones keep theirs, new ones
 * follow the last stored one, cycling through the six colours, as `addRemark` will place them.
 */
export function placeRemarks(drafts: readonly RemarkDraft[]): PlacedRemark[] {
  let next = drafts.reduce((max, d) => (d.position === undefined ? max : Math.max(max, d.position + 1)), 0);
  return drafts.map((draft) => {
    const position = draft.position ?? next++;
    return { ...draft, position, color: remarkColorAt(position) };
  });
}

/** The text a remark is added or saved with: trimmed, or null when there is nothing to keep. */
export function remarkText(input: string): string | null {
  const text = input.trim();
  return text === '' ? null : text;
}
