/** The brand's monogram: a gold P in a navy roundel. */
export function BrandMark({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden focusable="false">
      <circle cx="24" cy="24" r="23" fill="#0b1426" stroke="#c9a45c" strokeWidth="1.5" />
      <circle cx="24" cy="24" r="19" fill="none" stroke="#c9a45c" strokeOpacity="0.35" strokeWidth="0.8" />
      <path
        d="M18 34V14h8.2c4.3 0 7 2.5 7 6.2s-2.7 6.2-7 6.2H21.6V34z M21.6 23.3h4.3c2.3 0 3.6-1.2 3.6-3.1s-1.3-3.1-3.6-3.1h-4.3z"
        fill="#e0c48a"
        fillRule="evenodd"
      />
    </svg>
  );
}
