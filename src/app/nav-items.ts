// The links of the top bar and the mobile menu: the pages of src/domain/routes.ts that ask for one.
import { useLingui } from '@lingui/react/macro';
import { NAV_ROUTES, publicPath } from '../domain/public-routes';
import type { NavRouteName } from '../domain/routes';
import { languageAtom, useAtomValue } from './state';

export function useNavItems() {
  const { t } = useLingui();
  const lang = useAtomValue(languageAtom);
  // A page given a link in routes.ts needs its label here (the shell's catalog translates it).
  const labels: Record<NavRouteName, string> = { home: t`Home`, fleet: t`Fleet`, tours: t`Tours`, blog: t`Blog`, contact: t`Contact` };
  // The home page's link is active on its own path only, not on every page below it.
  return NAV_ROUTES.map((name) => ({ to: publicPath({ lang, name }), label: labels[name], end: name === 'home' }));
}
