import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Clock, SearchX, ShieldCheck, ShieldX } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { NotInForceReason } from '#domain/motor/cover-note';
import { COVER_STATUS_TEXT, isCoverNoteNo } from '#domain/motor/cover-note';
import type { CoverPeriod } from '#domain/motor/cover-period';
import { periodEnds } from '#domain/motor/cover-period';
import type { CoverVerification } from '#domain/motor/proposal-calls';
import { ApiError } from '#web/api/api-error';
import { DetailList } from '#web/components/ui/detail-list';
import { primaryButton } from '#web/components/ui/buttons';
import { ErrorPanel } from '#web/components/ui/error-panel';
import { pageTitle, usePageTitle } from '#web/components/use-page-title';
import { useTranslateText } from '#web/i18n/translate';
import { useCoverVerification } from '../api/get-cover-verification';

// The public page a cover note's QR code opens: /verify/{cover_note_no}. Anyone holding the paper (the
// police, a garage) can see that the cover note is real and whether it is in force now, and why not,
// with only what a roadside check needs: the period, the vehicle's number, the insurer and the cover.

/** In force, or why not. */
type Standing = 'in_force' | NotInForceReason;

// Each standing has its own icon and words as well as its colour, so it never rests on colour alone.
const LOOK: Record<Standing, { icon: LucideIcon; tone: string; line: MessageDescriptor }> = {
  in_force: {
    icon: ShieldCheck,
    tone: 'bg-green-50 text-green-800 ring-green-200',
    line: msg`This cover note is genuine and the cover is in force now.`,
  },
  cancelled: {
    icon: ShieldX,
    tone: 'bg-red-50 text-red-800 ring-red-200',
    line: msg`This cover note has been cancelled: the vehicle is not covered by it.`,
  },
  expired: {
    icon: ShieldX,
    tone: 'bg-red-50 text-red-800 ring-red-200',
    line: msg`This cover note has expired: its period of cover has ended.`,
  },
  not_started: {
    icon: Clock,
    tone: 'bg-amber-50 text-amber-900 ring-amber-200',
    line: msg`This cover note is genuine, but its cover has not started yet.`,
  },
};

export function Component() {
  const { t } = useLingui();
  usePageTitle(pageTitle(t`Verify a cover note`));
  // Typed from the paper, the number may come in lower case; cover note numbers are written in capitals.
  const coverNoteNo = useParams().cover_note_no?.trim().toUpperCase();
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        <Trans>Verify a cover note</Trans>
      </h1>
      {!coverNoteNo ? (
        <NumberForm />
      ) : isCoverNoteNo(coverNoteNo) ? (
        <Verification coverNoteNo={coverNoteNo} />
      ) : (
        // Not a number we could have issued: the server is not asked.
        <NotFound coverNoteNo={coverNoteNo} />
      )}
    </div>
  );
}

/** /verify without a number: a box to type the one printed on the cover note. */
function NumberForm() {
  const id = useId();
  const navigate = useNavigate();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = new FormData(event.currentTarget).get('cover_note_no');
    const number = typeof typed === 'string' ? typed.trim().toUpperCase() : '';
    if (number) void navigate(`/verify/${encodeURIComponent(number)}`);
  };
  return (
    <form
      onSubmit={onSubmit}
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <label htmlFor={id} className="block font-medium text-slate-900">
        <Trans>Cover note number</Trans>
      </label>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        <Trans>
          As printed on the cover note, e.g. CN-2026-7K3M9Q2X. Scanning its QR code opens this check too.
        </Trans>
      </p>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <input
          id={id}
          name="cover_note_no"
          required
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="characters"
          aria-describedby={`${id}-hint`}
          className="block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 uppercase"
        />
        <button type="submit" className={`${primaryButton} shrink-0`}>
          <Trans>Check cover note</Trans>
        </button>
      </div>
    </form>
  );
}

function Verification({ coverNoteNo }: { coverNoteNo: string }) {
  const { t } = useLingui();
  const verification = useCoverVerification(coverNoteNo);
  if (verification.isError) {
    const { error } = verification;
    if (error instanceof ApiError && error.httpStatus === 404) return <NotFound coverNoteNo={coverNoteNo} />;
    return (
      <div className="mt-6">
        <ErrorPanel
          title={t`We could not check this cover note.`}
          message={error.message}
          onRetry={() => void verification.refetch()}
        />
      </div>
    );
  }
  if (!verification.data)
    return (
      <div aria-busy="true" className="mt-6">
        <p role="status" className="sr-only">
          <Trans>Checking cover note {coverNoteNo}…</Trans>
        </p>
        <div aria-hidden="true" className="h-96 rounded-2xl bg-slate-200 motion-safe:animate-pulse" />
      </div>
    );
  return <CoverVerified cover={verification.data} />;
}

function CoverVerified({ cover }: { cover: CoverVerification }) {
  const { t, i18n } = useLingui();
  const translate = useTranslateText();
  const { icon: Icon, tone, line } = LOOK[cover.reason ?? 'in_force'];
  return (
    <section
      aria-labelledby="cover-status"
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className={`flex items-start gap-3 rounded-xl p-4 ring-1 ${tone}`}>
        <Icon aria-hidden="true" className="size-10 shrink-0" strokeWidth={1.75} />
        <div className="min-w-0">
          <h2 id="cover-status" className="text-2xl font-bold">
            {translate(COVER_STATUS_TEXT[cover.status])}
          </h2>
          <p className="mt-1 font-medium">{i18n._(line)}</p>
        </div>
      </div>
      <DetailList
        rows={[
          [t`Cover note number`, cover.cover_note_no],
          [
            t`Period of cover`,
            <PeriodOfCover
              period={{
                from: cover.period_from,
                fromTime: cover.period_from_time,
                to: cover.period_to,
                toTime: cover.period_to_time,
              }}
            />,
          ],
          [t`Registration number`, cover.registration_no ?? t`Not registered yet`],
          [t`Insurer`, cover.insurer],
          [t`Type of cover`, translate(cover.type_of_cover)],
        ]}
        tabular
      />
      <p className="mt-4 text-sm text-slate-600">
        <Trans>Times are Sri Lanka time. This page shows no personal details of the insured.</Trans>
      </p>
    </section>
  );
}

/** Each date-time kept on one line: a phone wraps the period only between them. */
function PeriodOfCover({ period }: { period: CoverPeriod }) {
  const [from, to] = periodEnds(period);
  return (
    <>
      <Trans>
        <span className="whitespace-nowrap">{from}</span> to <span className="whitespace-nowrap">{to}</span>
      </Trans>
    </>
  );
}

function NotFound({ coverNoteNo }: { coverNoteNo: string }) {
  return (
    <div
      role="alert"
      className="mt-6 flex items-start gap-3 rounded-2xl border border-slate-300 bg-slate-50 p-5 text-slate-900"
    >
      <SearchX aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-slate-700" />
      <div className="min-w-0">
        <p className="text-lg font-semibold">
          <Trans>Not found</Trans>
        </p>
        <p className="mt-1 break-words">
          <Trans>
            We have no cover note numbered {coverNoteNo}. Check the number printed on the cover note, or scan
            its QR code again.
          </Trans>
        </p>
      </div>
    </div>
  );
}
