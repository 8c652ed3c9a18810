// The customer's avatar (content section 3): their profile picture, or the initials of their name when
// they have none. Decorative: the name beside it, or the button holding it, says whose it is.

/** The avatar's initials: the first letters of the name's first and last words. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

interface AvatarProps {
  name: string;
  /** The picture's address (session-guarded), or null. */
  picture: string | null;
  /** Size and text size of the circle. */
  className: string;
}

export function Avatar({ name, picture, className }: AvatarProps) {
  const circle = `flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-sky-100 font-bold text-sky-900 ${className}`;
  if (picture) return <img src={picture} alt="" className={`${circle} object-cover`} />;
  return (
    <span aria-hidden className={circle}>
      {initialsOf(name)}
    </span>
  );
}
