import { useParams } from 'react-router';
import { TRANSCRIPTS_SEPARATOR } from '#domain/chat';
import type { LeadDetail } from '#domain/console/leads';
import { groupThousands } from '#domain/money';
import { DetailList } from '#web/components/ui/detail-list';
import { usePageTitle } from '#web/components/use-page-title';
import { useLead } from '../api/get-leads';
import { CONSOLE_PATHS } from '../console-paths';
import { RecordScreen } from '../record-screen';
import { atMinute } from '../console-table';
import { KIND_LABELS } from './lead-labels';
import { LeadNotes } from './lead-notes';
import { LeadWorkForm } from './lead-work-form';

// /console/leads/:id: who the lead is and what they asked about, whether the CRM has it, its status and
// assignee, and the notes of the staff who worked it.

export function LeadScreen() {
  usePageTitle('Lead | Kavacha console');
  const id = Number(useParams().id);
  return (
    <RecordScreen
      back={CONSOLE_PATHS.leads}
      backLabel="Leads"
      record={useLead(id)}
      failure="The lead could not be loaded"
    >
      {(loaded) => <LeadPage lead={loaded} />}
    </RecordScreen>
  );
}

const box = 'rounded-2xl border border-slate-200 bg-white p-4';
const heading = 'text-lg font-semibold text-slate-900';

function LeadPage({ lead }: { lead: LeadDetail }) {
  return (
    <>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">
        Lead {lead.id}: {lead.title ? `${lead.title} ${lead.name}` : lead.name}
      </h1>
      <div className="mt-4 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0 space-y-6">
          <section aria-labelledby="lead-contact" className={box}>
            <h2 id="lead-contact" className={heading}>
              Contact
            </h2>
            <DetailList
              rows={[
                ['Mobile', <a href={`tel:+${lead.mobile}`}>+{lead.mobile}</a>],
                ['Email', <a href={`mailto:${lead.email}`}>{lead.email}</a>],
                ['Call', lead.call_consent ? 'Asked to be called' : 'Did not ask for a call: do not phone'],
                ['Kind', KIND_LABELS[lead.kind]],
                ...(lead.company === null ? [] : [['Company', lead.company] as const]),
                ['Received', atMinute(lead.created_at)],
                // A callback has no quote, so no channel or promotion either.
                ...(lead.channel === null ? [] : [['Channel', lead.channel] as const]),
                ...(lead.promo === null ? [] : [['Promo', lead.promo] as const]),
              ]}
            />
          </section>
          <QuoteFacts lead={lead} />
          {lead.transcript !== null && <ChatTranscript transcript={lead.transcript} />}
          <LeadNotes lead={lead} />
        </div>
        <div className="space-y-6">
          <section aria-labelledby="lead-work" className={box}>
            <h2 id="lead-work" className={heading}>
              Status and assignee
            </h2>
            <LeadWorkForm key={lead.id} lead={lead} />
          </section>
          <CrmDelivery lead={lead} />
        </div>
      </div>
    </>
  );
}

function QuoteFacts({ lead }: { lead: LeadDetail }) {
  const { quote } = lead;
  return (
    <section aria-labelledby="lead-quote" className={box}>
      <h2 id="lead-quote" className={heading}>
        Quote
      </h2>
      {quote ? (
        <DetailList
          rows={[
            ['Vehicle', `${quote.vehicle_make} ${quote.vehicle_model}`],
            ['Vehicle type', lead.vehicle_type ?? '—'],
            ...(quote.manufacture_year === null ? [] : [['Year', String(quote.manufacture_year)] as const]),
            ['Cover', quote.cover === 'full-insurance' ? 'Full insurance' : 'Third party'],
            ...(quote.sum_insured === null
              ? []
              : [['Market value', `Rs. ${groupThousands(String(quote.sum_insured))}`] as const]),
            ['Cover from', quote.cover_start_date ?? '—'],
            ['Quote', <span className="font-mono text-xs">{quote.unq_hash}</span>],
          ]}
        />
      ) : (
        <p className="mt-2 text-slate-700">This lead is not about a quote.</p>
      )}
    </section>
  );
}

/** What the visitor and the site's chat said before the callback, and in each hand-off after it. */
function ChatTranscript({ transcript }: { transcript: string }) {
  const conversations = transcript.split(TRANSCRIPTS_SEPARATOR);
  return (
    <section aria-labelledby="lead-chat" className={box}>
      <h2 id="lead-chat" className={heading}>
        Chat transcript
      </h2>
      {conversations.map((conversation, index) => (
        <div key={index} className="mt-3">
          {conversations.length > 1 && (
            <h3 className="text-sm font-semibold text-slate-700">
              {index === 0 ? 'First conversation' : `Handed over again (${index + 1})`}
            </h3>
          )}
          <ol className="mt-1 space-y-1 text-sm whitespace-pre-wrap text-slate-800">
            {conversation.split('\n').map((line, at) => (
              <li key={at}>{line}</li>
            ))}
          </ol>
        </div>
      ))}
    </section>
  );
}

function CrmDelivery({ lead }: { lead: LeadDetail }) {
  const { crm } = lead;
  return (
    <section aria-labelledby="lead-crm" className={box}>
      <h2 id="lead-crm" className={heading}>
        CRM delivery
      </h2>
      {crm === null ? (
        <p className="mt-2 text-slate-700">No message to the CRM was queued for this lead.</p>
      ) : (
        <DetailList
          rows={[
            ['Status', crm.status === 'sent' ? 'Sent' : 'Pending'],
            ...(crm.status === 'sent'
              ? [['Sent at', atMinute(crm.sent_at)] as const]
              : [['Next attempt', atMinute(crm.next_attempt_at)] as const]),
            ['Attempts', String(crm.attempts)],
            ...(crm.last_error === null ? [] : [['Last error', crm.last_error] as const]),
          ]}
        />
      )}
    </section>
  );
}
