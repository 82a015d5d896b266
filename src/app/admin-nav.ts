// What the back office's header says about each screen, and the sidebar of each role.

import { useLingui } from '@lingui/react/macro';
import {
  type Icon,
  IconArticle,
  IconCalendarEvent,
  IconCar,
  IconLayoutDashboard,
  IconMail,
  IconMap2,
  IconRefresh,
  IconUsersGroup,
} from '@tabler/icons-react';
import { paths, type Lang } from '../domain/paths';
import type { StaffRole } from '../domain/types';
import { canOpen, SCREENS, type AdminScreenId } from './admin-access';

export function useAdminScreenText(id: AdminScreenId | null): { title: string; subtitle: string } {
  const { t } = useLingui();
  switch (id) {
    case 'dashboard':
      return { title: t`Dashboard`, subtitle: t`Overview of your business` };
    case 'cars':
      return { title: t`Cars`, subtitle: t`Manage your fleet` };
    case 'carCreate':
      return { title: t`Add car`, subtitle: t`Add a vehicle to the fleet` };
    case 'carEdit':
      return { title: t`Edit car`, subtitle: t`Update this vehicle` };
    case 'tours':
      return { title: t`Tours`, subtitle: t`Manage your tours` };
    case 'tourCreate':
      return { title: t`Add tour`, subtitle: t`Create a new tour` };
    case 'tourEdit':
      return { title: t`Edit tour`, subtitle: t`Update this tour` };
    case 'blogs':
      return { title: t`Blogs`, subtitle: t`Manage your blog posts` };
    case 'blogCreate':
      return { title: t`New post`, subtitle: t`Write a new blog post` };
    case 'blogEdit':
      return { title: t`Edit post`, subtitle: t`Update this blog post` };
    case 'bookings':
      return { title: t`Bookings`, subtitle: t`Manage customer bookings` };
    case 'bookingCreate':
      return { title: t`New booking`, subtitle: t`Create a booking and its order form` };
    case 'booking':
      return { title: t`Booking details`, subtitle: t`Customer, trip and status` };
    case 'bookingEdit':
      return { title: t`Edit booking`, subtitle: t`Update this booking` };
    case 'invoice':
      return { title: t`Invoice`, subtitle: t`Print or download the invoice` };
    case 'profile':
      return { title: t`Profile`, subtitle: t`Your account and password` };
    case 'settings':
      return { title: t`Settings`, subtitle: t`Manage your application settings` };
    case 'team':
      return { title: t`Team`, subtitle: t`Staff accounts and roles` };
    case 'sync':
      return { title: t`Synchronization`, subtitle: t`Changes waiting, refused or in conflict` };
    case 'messages':
      return { title: t`Messages`, subtitle: t`Messages sent from the contact form` };
    default:
      return { title: t`Back office`, subtitle: 'Paris Prestige Chauffeur' };
  }
}

export interface SidebarItem {
  to: string;
  label: string;
  icon: Icon;
  /** Active only on its own path (the dashboard), not on the paths below it. */
  end: boolean;
}

/** SPEC's entries (dashboard, cars, tours, blogs, bookings) and DESIGN's (messages, team, sync), for this role. */
export function useSidebarItems(lang: Lang, role: StaffRole): SidebarItem[] {
  const { t } = useLingui();
  const items: (SidebarItem & { screen: AdminScreenId })[] = [
    { screen: 'dashboard', to: paths.admin.dashboard(lang), label: t`Dashboard`, icon: IconLayoutDashboard, end: true },
    { screen: 'cars', to: paths.admin.cars(lang), label: t`Cars`, icon: IconCar, end: false },
    { screen: 'tours', to: paths.admin.tours(lang), label: t`Tours`, icon: IconMap2, end: false },
    { screen: 'blogs', to: paths.admin.blogs(lang), label: t`Blogs`, icon: IconArticle, end: false },
    { screen: 'bookings', to: paths.admin.bookings(lang), label: t`Bookings`, icon: IconCalendarEvent, end: false },
    { screen: 'messages', to: paths.admin.messages(lang), label: t`Messages`, icon: IconMail, end: false },
    { screen: 'team', to: paths.admin.team(lang), label: t`Team`, icon: IconUsersGroup, end: false },
    { screen: 'sync', to: paths.admin.sync(lang), label: t`Sync`, icon: IconRefresh, end: false },
  ];
  return items
    .filter((item) => SCREENS.some((s) => s.id === item.screen && canOpen(role, s)))
    .map(({ screen: _screen, ...item }) => item);
}
