// The language prefix of the URL decides the active language, the document's lang and dir.
import { useLingui } from '@lingui/react';
import { useDirection } from '@mantine/core';
import { useEffect, useLayoutEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useDbWhenReady } from '../db/app-db-boundary';
import { DEFAULT_LANG, dirOf, isLang, langOfPath, withLang, type Lang } from '../domain/paths';
import { SETTINGS_ID } from '../domain/types';
import { activateLanguage } from '../i18n/i18n';
import { languageAtom, useSetAtom } from './state';

/** The office's default language (settings; French until the device has them); null until read. */
function useOfficeLang(): Lang | null {
  const dbWhenReady = useDbWhenReady();
  const [lang, setLang] = useState<Lang | null>(null);
  useEffect(() => {
    let live = true;
    const settle = (value: unknown) => live && setLang(isLang(value) ? value : DEFAULT_LANG);
    dbWhenReady()
      .then((db) => db.settings.get(SETTINGS_ID))
      .then((settings) => settle(settings?.defaultLanguage), () => settle(DEFAULT_LANG));
    return () => {
      live = false;
    };
  }, [dbWhenReady]);
  return lang;
}

/** Sends a path without a language prefix to its place under the default language of the settings (SPEC 1). */
export function CanonicalRedirect() {
  const { pathname, search, hash } = useLocation();
  const lang = useOfficeLang();
  if (!lang) return null;
  const target = langOfPath(pathname) ? pathname : withLang(pathname.replace(/\/+$/, ''), lang);
  return <Navigate to={`${target}${search}${hash}`} replace />;
}

/** Set once the first page shown in this document has been drawn. */
let landed = false;

function ActiveLanguage({ lang }: { lang: Lang }) {
  const { i18n } = useLingui();
  const { setDirection } = useDirection();
  const setLanguage = useSetAtom(languageAtom);
  const { pathname } = useLocation();
  const [failed, setFailed] = useState<unknown>(null);

  useLayoutEffect(() => {
    const root = document.documentElement;
    const dir = dirOf(lang);
    // Written only when they change (the boot script already set them on a first page): even the same
    // language written again makes the browser restyle every element of the page (:lang, :dir).
    if (root.lang !== lang) root.lang = lang;
    if (root.dir !== dir) root.dir = dir;
    setDirection(dir);
    setLanguage(lang);
    if (i18n.locale !== lang) activateLanguage(lang).catch(setFailed);
  }, [lang, i18n, setDirection, setLanguage]);

  useEffect(() => {
    // The page the browser landed on stays where the visitor may have scrolled already while the
    // server's page was being taken over; every page after it starts at its top.
    if (landed) window.scrollTo(0, 0);
    landed = true;
  }, [pathname]);

  if (failed) throw failed;
  return <Outlet />;
}

export function LangLayout() {
  const { lang } = useParams();
  if (!isLang(lang)) return <CanonicalRedirect />;
  return <ActiveLanguage lang={lang} />;
}

/** Switches language: the stored choice changes and the URL's first segment is rewritten in place. */
export function useChangeLanguage() {
  const navigate = useNavigate();
  const location = useLocation();
  const setLanguage = useSetAtom(languageAtom);
  return (lang: Lang) => {
    setLanguage(lang);
    void activateLanguage(lang).then(() =>
      navigate(`${withLang(location.pathname, lang)}${location.search}${location.hash}`, {
        replace: true,
      }),
    );
  };
}
