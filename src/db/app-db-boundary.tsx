// Opens the device database on demand, so screens that need no data never load IndexedDB code.
import { lazy, Suspense, type ReactNode } from 'react';
import { DbProvider } from './db-context';

const Provider = lazy(async () => {
  const { getAppDb } = await import('./db');
  // Another tab upgraded the schema: this tab's copy is closed, so start again on the new one.
  const db = getAppDb({ onVersionChange: () => window.location.reload() });
  return {
    default: ({ children }: { children: ReactNode }) => <DbProvider db={db}>{children}</DbProvider>,
  };
});

export function AppDbBoundary({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <Provider>{children}</Provider>
    </Suspense>
  );
}
