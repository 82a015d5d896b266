// Small flag images for the language menu (emoji flags do not render on every system).
import { useId } from 'react';
import type { Lang } from '../domain/paths';

const size = { width: 20, height: 14, role: 'presentation' as const, 'aria-hidden': true };

function France() {
  return (
    <svg viewBox="0 0 3 2" {...size}>
      <rect width="1" height="2" fill="#002654" />
      <rect x="1" width="1" height="2" fill="#fff" />
      <rect x="2" width="1" height="2" fill="#ce1126" />
    </svg>
  );
}

function UnitedKingdom() {
  const clip = `flag-uk-${useId()}`;
  return (
    <svg viewBox="0 0 60 30" {...size}>
      <clipPath id={clip}>
        <path d="M30,15 h30 v15 z v15 h-30 z h-30 v-15 z v-15 h30 z" />
      </clipPath>
      <path d="M0,0 v30 h60 v-30 z" fill="#012169" />
      <path d="M0,0 L60,30 M60,0 L0,30" stroke="#fff" strokeWidth="6" />
      <path d="M0,0 L60,30 M60,0 L0,30" clipPath={`url(#${clip})`} stroke="#C8102E" strokeWidth="4" />
      <path d="M30,0 v30 M0,15 h60" stroke="#fff" strokeWidth="10" />
      <path d="M30,0 v30 M0,15 h60" stroke="#C8102E" strokeWidth="6" />
    </svg>
  );
}

function Tunisia() {
  return (
    <svg viewBox="0 0 30 20" {...size}>
      <rect width="30" height="20" fill="#e70013" />
      <circle cx="15" cy="10" r="5" fill="#fff" />
      <circle cx="16" cy="10" r="3.6" fill="#e70013" />
      <circle cx="16.9" cy="10" r="2.9" fill="#fff" />
      <path d="M15.2 10 l2.9-0.95 -1.8 2.45 v-3 l1.8 2.45 z" fill="#e70013" />
    </svg>
  );
}

export function Flag({ lang }: { lang: Lang }) {
  if (lang === 'fr') return <France />;
  if (lang === 'en') return <UnitedKingdom />;
  return <Tunisia />;
}
