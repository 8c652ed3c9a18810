// Button looks shared by links and buttons, so every call to action on the site reads the same.
const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-base font-semibold transition-colors';

export const primaryButton = `${base} bg-brand-700 text-white hover:bg-brand-800`;
export const secondaryButton = `${base} border border-slate-300 bg-white text-brand-800 hover:border-brand-600 hover:bg-brand-50`;
/** A lesser action beside a primary one (Clear, Undo): text only, still a full-size target. */
export const quietButton =
  'inline-flex min-h-11 items-center justify-center gap-1.5 rounded-lg px-3 text-base font-medium text-brand-800 underline underline-offset-4 hover:bg-brand-50 hover:text-brand-900';
