import { useLingui } from '@lingui/react/macro';
import { paths } from '../domain/paths';
import { languageAtom, useAtomValue } from './state';

export function useNavItems() {
  const { t } = useLingui();
  const lang = useAtomValue(languageAtom);
  return [
    { to: paths.home(lang), label: t`Home`, end: true },
    { to: paths.fleet(lang), label: t`Fleet`, end: false },
    { to: paths.tours(lang), label: t`Tours`, end: false },
    { to: paths.blog(lang), label: t`Blog`, end: false },
    { to: paths.contact(lang), label: t`Contact`, end: false },
  ];
}
