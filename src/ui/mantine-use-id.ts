// Mantine's useId (vite.config.ts puts this module in the place of @mantine/hooks' own). The
// package's version draws with React's id, then sets a random one in a layout effect: every field,
// switch and checkbox of a page the server drew renders a second time, synchronously, in the very
// task that hydrates the page. React's id is already the same on the server and in the browser, and
// unique in the page, so it is kept.
import { useId as useReactId } from 'react';

export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/[^\w-]/g, '')}`;
}
