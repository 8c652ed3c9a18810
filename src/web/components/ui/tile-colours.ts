// Colours that come from content (home tiles, promotion badges), so the text colour on them is chosen
// here: whichever of near-black and white has the higher WCAG contrast, so a new colour can never fail AA.

const DARK = '#0f172a';
const LIGHT = '#ffffff';

function luminance(hex: string): number | undefined {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return undefined;
  const digits = match[1]!.length === 3 ? [...match[1]!].map((d) => d + d).join('') : match[1]!;
  const [r, g, b] = [0, 2, 4].map((at) => {
    const channel = parseInt(digits.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/** The tile's own colour when it is a valid hex colour, else the brand colour, with its readable text colour. */
export function tileColours(background: string): { background: string; text: string } {
  const fallback = '#0b5f76';
  const level = luminance(background);
  const bg = level === undefined ? fallback : background.trim();
  const l = level ?? (luminance(fallback) as number);
  return { background: bg, text: contrast(l, 1) >= contrast(l, luminance(DARK) as number) ? LIGHT : DARK };
}
