// The insurer at the head of a purchase summary: its logo, then its name under a small label.

interface InsurerHeadingProps {
  logo: string | null | undefined;
  name: string;
  /** The small line above the name ('Insurer', 'Insurance company'); none shows the name alone. */
  label?: string;
  /** The gap above it. */
  className?: string;
}

export function InsurerHeading({ logo, name, label, className = 'mt-3' }: InsurerHeadingProps) {
  return (
    <div className={`flex items-center gap-3 ${className}`}>
      {logo && <InsurerLogoImage src={logo} className="w-24 rounded-lg" />}
      <p className="min-w-0">
        {label && <span className="block text-sm text-slate-600">{label}</span>}
        <span className="block font-semibold break-words text-slate-900">{name}</span>
      </p>
    </div>
  );
}

/** An insurer's logo beside its written name, so the image itself says nothing (alt=""). */
export function InsurerLogoImage({ src, className }: { src: string; className: string }) {
  return <img src={src} alt="" width={160} height={64} className={`h-auto shrink-0 ${className}`} />;
}
