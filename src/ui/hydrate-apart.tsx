// A part of a page the server drew that React brings to life on its own, after the page around it:
// a Suspense boundary, whose server markup stays on screen until then (nothing in it suspends, so it
// has no fallback). A form field with a popover (a date, a time, a list to choose from) sets state
// as it mounts, and React finishes that work, with every effect of the same commit, in one task:
// kept apart, each part's commit is a short task of its own instead of a part of one long one.
// Only while nothing above it changes a context in the same moment: React would then bring every
// part to life at once (it cannot know which part reads that context).
import { Suspense, type ReactNode } from 'react';

export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
