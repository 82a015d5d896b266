import { useParams } from 'react-router-dom';
import { DEFAULT_LANG, isLang, type Lang } from '../domain/paths';

/** The language of the current route's prefix. */
export function useLang(): Lang {
  const { lang } = useParams();
  return isLang(lang) ? lang : DEFAULT_LANG;
}
