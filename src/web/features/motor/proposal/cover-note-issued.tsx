import { Download, FileCheck, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { verifyPath } from '#domain/motor/cover-note';
import type { CoverNote } from '#domain/motor/proposal-calls';
import { primaryButton, secondaryButton } from '#web/components/ui/buttons';
import { DetailList } from '#web/components/ui/detail-list';
import { StatusCard } from '#web/components/ui/status-card';
import { dayOf } from './payment-received';

// A proposal whose cover note is made (section 2.6): its number, where it was sent, and the PDF. The
// file is no page of the site, so the link is a plain download rather than a router link.

export function CoverNoteIssued({ coverNote }: { coverNote: CoverNote }) {
  const { t } = useLingui();
  const email = coverNote.email;
  const mobileNumber = coverNote.mobile_number;
  return (
    <StatusCard
      headingId="cover-note-heading"
      icon={FileCheck}
      heading={t`Cover note issued`}
      lead={t`We e-mailed it to ${email} and sent a link by SMS to +${mobileNumber}.`}
    >
      <DetailList
        rows={[
          [t`Cover note number`, coverNote.cover_note_no],
          [t`Issued on`, dayOf(coverNote.issued_at)],
        ]}
        columns
        tabular
      />
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <a href={coverNote.url} download className={primaryButton}>
          <Download aria-hidden="true" className="size-5" />
          <Trans>Download Cover Note</Trans>
        </a>
        <Link to={verifyPath(coverNote.cover_note_no)} className={secondaryButton}>
          <ShieldCheck aria-hidden="true" className="size-5" />
          <Trans>Check it online</Trans>
        </Link>
      </div>
    </StatusCard>
  );
}
