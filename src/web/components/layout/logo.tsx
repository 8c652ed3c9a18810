/** The Kavacha mark (a shield, as the name means armour) and wordmark; the link around it gives the name. */
export function Logo({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 148 36"
      width="148"
      height="36"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <path d="M16 2 29 7v10c0 8.3-5.5 14.6-13 17-7.5-2.4-13-8.7-13-17V7z" fill="#0b5f76" />
      <path d="M16 6.3 25.5 10v7.2c0 6-3.9 10.7-9.5 12.7z" fill="#168aa3" />
      <path
        d="m10 17.5 4.3 4.3 8-8.6"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      {/* textLength pins the wordmark's width whatever system font draws it. */}
      <text
        x="38"
        y="26"
        textLength="106"
        lengthAdjust="spacingAndGlyphs"
        fontFamily="ui-sans-serif, system-ui, sans-serif"
        fontSize="24"
        fontWeight="700"
        fill="currentColor"
      >
        Kavacha
      </text>
    </svg>
  );
}
