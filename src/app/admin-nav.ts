// What the back office's header says about each screen, and the sidebar of each role, both read from
// the screen registry.

import { useLingui } from '@lingui/react/macro';
import type { Icon } from '@tabler/icons-react';
import { generatePath } from 'react-router-dom';
import type { Lang } from '../domain/paths';
import type { StaffRole } from '../domain/types';
import { canOpen } from './admin-access';
import { ADMIN_SCREENS, type AdminScreen } from './admin-screens';

export function useAdminScreenText(screen: AdminScreen | null): { title: string; subtitle: string } {
  const { t, i18n } = useLingui();
  if (!screen) return { title: t`Back office`, subtitle: 'Paris Prestige Chauffeur' };
  return { title: i18n._(screen.title), subtitle: i18n._(screen.subtitle) };
}

export interface SidebarItem {
  to: string;
  label: string;
  icon: Icon;
  /** Active only on its own path (the dashboard), not on the paths below it. */
  end: boolean;
}

/** The registry's sidebar entries this role may open, in order. */
export function useSidebarItems(lang: Lang, role: StaffRole): SidebarItem[] {
  const { i18n } = useLingui();
  return ADMIN_SCREENS.flatMap((screen) =>
    screen.nav && canOpen(role, screen)
      ? [
          {
            to: generatePath(screen.path ? '/:lang/admin/' + screen.path : '/:lang/admin', { lang }),
            label: i18n._(screen.nav.label),
            icon: screen.nav.icon,
            end: screen.nav.end ?? false,
          },
        ]
      : [],
  );
}
