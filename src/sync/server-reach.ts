// Whether a screen can call the sync server for the signed-in staff member right now.
import type { BackendMode } from './auth-backend';

/** Why the server cannot be asked from here now. */
export type ServerBlock =
  /** No sync server: this device works on its own. */
  | { kind: 'standalone' }
  | { kind: 'offline' }
  /** The session has no token the server accepts (signed in offline, or it ended): sign in again online. */
  | { kind: 'signIn' };

export function serverBlock(
  session: { token: string; standalone?: boolean } | null,
  mode: BackendMode | 'unknown',
  online: boolean,
): ServerBlock | null {
  if (session?.standalone || mode === 'standalone') return { kind: 'standalone' };
  if (!online) return { kind: 'offline' };
  if (!session?.token) return { kind: 'signIn' };
  return null;
}
