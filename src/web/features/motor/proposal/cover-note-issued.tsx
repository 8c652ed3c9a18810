import { Download, FileCheck, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { verifyPath } from '#domain/motor/cover-note';
import type { CoverNote } from '#domain/motor/proposal-calls';
import { primaryButton, secondaryButton } from '#web/components/ui/buttons';
import { DetailList } from '#web/components/ui/detail-list';
import { StatusCard } from '#web/components/ui/status-card';
import { dayOf } from './payment-received';

// A proposal whose cover note is made (section 2.6): its number, where it was sent, and the PDF. The
// file is no page of the site, so the link is a plain download rather than a router link.

export function CoverNoteIssued({ coverNote }: { coverNote: CoverNote }) {
  return (
    <StatusCard
      headingId="cover-note-heading"
      icon={FileCheck}
      heading="Cover note issued"
      lead={`We e-mailed it to ${coverNote.email} and sent a link by SMS to +${coverNote.mobile_number}.`}
    >
      <DetailList
        rows={[
          ['Cover note number', coverNote.cover_note_no],
          ['Issued on', dayOf(coverNote.issued_at)],
        ]}
        columns
        tabular
      />
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <a href={coverNote.url} download className={primaryButton}>
          <Download aria-hidden="true" className="size-5" />
          Download Cover Note
        </a>
        <Link to={verifyPath(coverNote.cover_note_no)} className={secondaryButton}>
          <ShieldCheck aria-hidden="true" className="size-5" />
          Check it online
        </Link>
      </div>
    </StatusCard>
  );
}
