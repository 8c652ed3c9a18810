// What every document call answers (motor section 2.8): the three slots in the page's order and, for the
// left side, the policy as the customer bought it. The quotation and the vehicle are the ones stored with
// the application and its quote, never sent again by the browser.
import type { DocumentsAnswer, PolicyInformation, UploadedDocument } from '#domain/motor/document-calls';
import { ALLOWED_TYPES, DOCUMENT_SLOTS } from '#domain/motor/documents';
import type { HashedApplication } from '../purchase/quoted-application';
import { quotedApplication } from '../purchase/quoted-application';
import type { documentsRepository } from './documents.repository';

type Repository = ReturnType<typeof documentsRepository>;
type SlotRow = Awaited<ReturnType<Repository['slotsOf']>>[number];

/** The quote's saved vehicle: full insurance has the fuel and year, third party the registration. */
interface QuoteVehicle {
  vehicle_type: string;
  vehicle_make: string;
  vehicle_model: string;
  fuel_type?: string;
  manufacture_year?: number;
  veh_registration_no?: string;
}

/** Where files are served: outside the auth_key scope, as <img> and <iframe> cannot send headers. */
export const FILE_PATH = '/v3/documents/file';

const ALLOWED = ALLOWED_TYPES.join(',');

function documentOf(paySecHash: string, slot: SlotRow): UploadedDocument {
  const { title, icon } = DOCUMENT_SLOTS.find(({ doc_id }) => doc_id === slot.docId)!;
  return {
    id: slot.id,
    doc_id: slot.docId,
    title,
    icon,
    status: slot.status,
    allowedTypes: ALLOWED,
    uploadedURL: slot.storageKey === null ? '' : `${FILE_PATH}/${paySecHash}/${slot.storageKey}`,
    is_multiple: false,
    file_type: slot.fileType,
    file_name: slot.fileName,
    reason: slot.reason,
  };
}

function policyOf(application: HashedApplication): PolicyInformation {
  const vehicle = application.params as QuoteVehicle;
  const quoted = quotedApplication(application);
  return {
    name: quoted.customer_name,
    policy_number: application.qotNumber,
    insurance_company: quoted.insurer,
    company_logo: quoted.company_logo,
    premium: application.amountCents,
    vehicle_type: vehicle.vehicle_type,
    registration_number: vehicle.veh_registration_no ?? null,
    // The site does not ask for it (neither quote form has the field).
    engine_capacity: null,
    cover_type: application.coverType,
    type_of_cover: quoted.type_of_cover,
    make: vehicle.vehicle_make,
    model: vehicle.vehicle_model,
    manufacture_year: vehicle.manufacture_year ?? 0,
    fuel_type: vehicle.fuel_type ?? null,
    application_status: application.status,
  };
}

export function documentsAnswer(
  paySecHash: string,
  application: HashedApplication,
  slots: SlotRow[],
): DocumentsAnswer {
  const inPageOrder = DOCUMENT_SLOTS.flatMap(({ doc_id }) => slots.filter((slot) => slot.docId === doc_id));
  return {
    documents: inPageOrder.map((slot) => documentOf(paySecHash, slot)),
    policy: policyOf(application),
  };
}
