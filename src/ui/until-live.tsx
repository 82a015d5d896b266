// Controls of a home section that the server drew. The browser brings such a section to life only
// when it comes near (app/screen.tsx, DeferredSection): until then its markup is the server's, and
// what is typed or chosen in it would be lost when the section's code draws it again. So the server
// draws those controls inert: they cannot be focused or clicked until the live ones replace them.
import { createContext, useContext, type ReactNode } from 'react';

/** True while the server draws a section that the browser brings to life later. */
export const ServerDrawnSection = createContext(false);

export function UntilLive({ children }: { children: ReactNode }) {
  if (!useContext(ServerDrawnSection)) return children;
  return (
    <div inert data-until-live="" style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
