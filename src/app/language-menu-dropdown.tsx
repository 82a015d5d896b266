import { Menu } from '@mantine/core';
import { LANGS } from '../domain/paths';
import { Flag } from '../ui/flags';
import { useChangeLanguage } from './lang-layout';
import { LANGUAGE_NAMES, LanguageTrigger } from './language-trigger';
import { languageAtom, useAtomValue } from './state';

export function LanguageMenuDropdown({ fullWidth }: { fullWidth: boolean }) {
  const current = useAtomValue(languageAtom);
  const changeLanguage = useChangeLanguage();
  return (
    <Menu position="bottom-end" shadow="md" width={190} defaultOpened>
      <Menu.Target>
        <LanguageTrigger fullWidth={fullWidth} />
      </Menu.Target>
      <Menu.Dropdown>
        {LANGS.map((lang) => (
          <Menu.Item
            key={lang}
            leftSection={<Flag lang={lang} />}
            onClick={() => changeLanguage(lang)}
            aria-current={lang === current ? 'true' : undefined}
            fw={lang === current ? 700 : 400}
            lang={lang}
          >
            {lang.toUpperCase()} · {LANGUAGE_NAMES[lang]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
