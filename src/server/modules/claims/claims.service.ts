// Claims (issue 23, docs/decisions/048): a signed-in customer intimates a claim on one of their motor
// policies with 1 to 6 photos and gets its reference at once; the insurer's staff move it through its
// statuses in the console. The intimation and every status change are written to the customer (SMS and
// e-mail, in their language) through the outbox, in the change's own transaction. The policy comes from
// the proposal module and the customer's contact from the consumer module, through what they export.
import { randomBytes } from 'node:crypto';
import type { ClaimIntimation, IntimatedClaim, PolicyClaim } from '#domain/claims/claims';
import {
  CLAIM_MESSAGES,
  CLAIM_TRANSITIONS,
  CLAIMS_PER_DAY,
  MAX_CLAIM_PHOTO_BYTES,
  MAX_CLAIM_PHOTOS,
} from '#domain/claims/claims';
import type { ClaimDetail, ClaimQuery, ClaimRow, ClaimStatusChange } from '#domain/console/claims';
import { mayMove } from '#domain/console/claims';
import { centsToRupees, parseRupees } from '#domain/money';
import type { Config } from '#server/config';
import type { Db } from '#server/db/client';
import { ApiError, FieldErrors, notFound } from '#server/http/envelope';
import { pageAnswer, pageWindow } from '#server/http/page';
import type { AppOutbox } from '#server/integrations/integrations';
import type { Queue } from '#server/integrations/outbox/outbox';
import type { OutboxMessages } from '#server/integrations/integrations';
import type { Storage } from '#server/integrations/storage/storage';
import { translator } from '#server/i18n';
import { randomToken } from '#server/random-token';
import { canBeRowId } from '#server/row-id';
import type { Letter } from '../application/applicant-messages';
import { writeToApplicant } from '../application/applicant-messages';
import { accountOfCustomer, contactOfCustomer } from '../consumer/consumer.service';
import { displayName, type UploadedFile } from '../documents/documents.service';
import { fileTypeOf } from '../documents/file-type';
import { policyOfCustomer } from '../proposal/cover-note.service';
import type { ClaimFacts } from './claim-messages';
import { intimationLetter, statusLetter } from './claim-messages';
import type { ListedClaim } from './claims.repository';
import { claimsRepository } from './claims.repository';

export const CLAIM_NOT_FOUND = 'Claim not found';
const DAY_MS = 24 * 60 * 60 * 1000;
const KEY_BYTES = 24;
// Crockford's base 32: no I, L, O or U to misread. 256 is a multiple of 32, so every letter is as likely.
const REF_LETTERS = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 'CL-7KQ2M-X9D4T': 50 random bits, too many to enumerate, short enough to read out on the phone. */
function newClaimRef() {
  const letters = [...randomBytes(10)].map((byte) => REF_LETTERS[byte % 32]).join('');
  return `CL-${letters.slice(0, 5)}-${letters.slice(5)}`;
}

export const refusePhotos = (message: string) => new FieldErrors({ photos: [message] });

/** Each photo's type by its content (JPG or PNG), within the size; refusals on `photos`. */
function checkedPhotos(photos: UploadedFile[]) {
  if (photos.length === 0) throw refusePhotos(CLAIM_MESSAGES.photosRequired);
  if (photos.length > MAX_CLAIM_PHOTOS) throw refusePhotos(CLAIM_MESSAGES.tooManyPhotos);
  return photos.map((photo) => {
    if (photo.content.length > MAX_CLAIM_PHOTO_BYTES) throw refusePhotos(CLAIM_MESSAGES.photoTooLarge);
    const type = fileTypeOf(photo.content);
    if (type === undefined || (type.fileType !== 'jpg' && type.fileType !== 'png'))
      throw refusePhotos(CLAIM_MESSAGES.photoType);
    return { ...photo, fileType: type.fileType, contentType: type.contentType };
  });
}

/** A checked photo with the key it is stored under. */
type StoredPhoto = ReturnType<typeof checkedPhotos>[number] & { storageKey: string };
/** The policy a claim is made on. */
type ClaimedPolicy = NonNullable<Awaited<ReturnType<typeof policyOfCustomer>>>;

const rowOf = (row: ListedClaim): ClaimRow => ({
  id: row.id,
  claim_ref: row.claimRef,
  policy_number: row.policyNumber,
  company_id: row.companyId,
  company_name: row.companyName,
  mobile: row.mobile,
  category: row.category,
  status: row.status,
  incident_date: row.incidentDate,
  amount_cents: row.amountCents,
  approved_cents: row.approvedCents,
  created_at: row.createdAt.toISOString(),
});

const rupeesOrNull = (cents: number | null) => (cents === null ? null : centsToRupees(cents));

export interface ClaimsOptions {
  storage: Storage;
  outbox: AppOutbox;
  contact: Config['contact'];
  clock: () => Date;
}

export type ClaimsService = ReturnType<typeof claimsService>;

/** The claims of customer `customerId`'s policies `policyNumbers`, by policy: the policy rows' nested table. */
export async function claimsOfPolicies(db: Db, customerId: number, policyNumbers: string[]) {
  const rows = await claimsRepository(db).ofPolicies(customerId, policyNumbers);
  const byPolicy = new Map<string, PolicyClaim[]>(policyNumbers.map((number) => [number, []]));
  for (const row of rows)
    byPolicy.get(row.policyNumber)?.push({
      id: row.id,
      claim_ref: row.claimRef,
      status: row.status,
      amount: rupeesOrNull(row.amountCents),
      approved: rupeesOrNull(row.approvedCents),
      category: row.category,
      incident_date: row.incidentDate,
    });
  return byPolicy;
}

export function claimsService(db: Db, { storage, outbox, contact, clock }: ClaimsOptions) {
  const repository = claimsRepository(db);

  /** Writes `letter` to the claim's customer, in their language, at the policy's e-mail and their mobile. */
  async function writeToCustomer(
    tx: Db,
    queue: Queue<OutboxMessages>,
    customerId: number,
    email: string | null,
    letterIn: (i18n: ReturnType<typeof translator>) => Letter,
  ) {
    const { mobile, locale } = await contactOfCustomer(tx, customerId);
    const account = await accountOfCustomer(tx, customerId);
    const name = account?.name_initials ?? mobile;
    await writeToApplicant({ queue, contact }, { name, email, mobile, locale }, letterIn(translator(locale)));
  }

  /** A claim on the customer's own policy in force on the incident's date, its photos stored, its letters queued. */
  async function intimate(
    customerId: number,
    claim: ClaimIntimation,
    photos: UploadedFile[],
  ): Promise<IntimatedClaim> {
    const policy = await policyOfCustomer(db, customerId, claim.policy_number);
    if (policy === undefined) throw new ApiError(403, CLAIM_MESSAGES.notYourPolicy);
    if (claim.incident_date < policy.periodFrom || claim.incident_date > policy.periodTo)
      throw new FieldErrors({ incident_date: [CLAIM_MESSAGES.outsideCover] });
    const checked = checkedPhotos(photos);
    const now = clock();
    if ((await repository.madeSince(customerId, new Date(now.getTime() - DAY_MS))) >= CLAIMS_PER_DAY)
      throw new ApiError(429, CLAIM_MESSAGES.tooMany);
    // The photos are stored before the transaction, which no upload then holds open; when the claim is not
    // made after all, they are deleted again, so that no file is kept without a claim.
    const stored: StoredPhoto[] = checked.map((photo) => ({ ...photo, storageKey: randomToken(KEY_BYTES) }));
    try {
      await Promise.all(stored.map((photo) => storage.put(photo.storageKey, photo.content)));
      return await addClaim(customerId, claim, policy, stored, now);
    } catch (error) {
      await Promise.allSettled(stored.map((photo) => storage.delete(photo.storageKey)));
      throw error;
    }
  }

  /** The claim's rows and its letters, in one transaction. */
  function addClaim(
    customerId: number,
    claim: ClaimIntimation,
    policy: ClaimedPolicy,
    stored: StoredPhoto[],
    now: Date,
  ): Promise<IntimatedClaim> {
    const claimRef = newClaimRef();
    return outbox.transaction(async (tx, queue) => {
      const claims = claimsRepository(tx);
      const { id } = await claims.add({
        claimRef,
        coverNoteId: policy.id,
        policyNumber: policy.coverNoteNo,
        customerId,
        companyId: policy.companyId,
        incidentDate: claim.incident_date,
        place: claim.place,
        description: claim.description,
        category: claim.category,
        amountCents: claim.estimated_amount ?? null,
        createdAt: now,
        updatedAt: now,
      });
      await claims.addPhotos(
        stored.map((photo, index) => ({
          claimId: id,
          n: index + 1,
          storageKey: photo.storageKey,
          fileType: photo.fileType,
          fileName: displayName(photo.fileName, photo.fileType),
        })),
      );
      await claims.addEvent({ claimId: id, status: 'pending', note: null, staffId: null, at: now });
      const facts: ClaimFacts = { claimRef, policyNumber: policy.coverNoteNo, insurer: policy.companyName };
      await writeToCustomer(tx, queue, customerId, policy.email, (i18n) =>
        intimationLetter(facts, contact, i18n),
      );
      return { id, claim_ref: claimRef };
    });
  }

  /** Photo `n` of the customer's own claim `claimRef`; 403 for another customer's, 404 for none. */
  async function photoOf(customerId: number, claimRef: string, n: number) {
    const claim = await repository.byRef(claimRef);
    if (claim === undefined || claim.customerId !== customerId)
      throw new ApiError(403, CLAIM_MESSAGES.notYourClaim);
    return storedPhoto(claim.id, n);
  }

  async function storedPhoto(claimId: number, n: number) {
    const photo = await repository.photo(claimId, n);
    const content = photo && (await storage.get(photo.storageKey));
    if (photo === undefined || content === undefined) throw notFound();
    const type = fileTypeOf(content)!;
    return { ...type, fileName: photo.fileName, content };
  }

  async function page(query: ClaimQuery, companyId: number | undefined) {
    const { limit, offset } = pageWindow(query);
    const rows = await repository.page(query, companyId, limit, offset);
    return pageAnswer(query, rows.map(rowOf), await repository.total(query, companyId));
  }

  async function one(
    id: number,
    companyId: number | undefined,
    photoUrl: (n: number) => string,
  ): Promise<ClaimDetail> {
    const row = canBeRowId(id) ? await repository.one(id, companyId) : undefined;
    if (row === undefined) throw notFound(CLAIM_NOT_FOUND);
    return {
      ...rowOf(row),
      customer_name: row.customerName,
      place: row.place,
      description: row.description,
      photos: (await repository.photosOf(id)).map(({ n }) => ({ n, url: photoUrl(n) })),
      history: (await repository.historyOf(id)).map((event) => ({
        status: event.status,
        note: event.note,
        by: event.by,
        at: event.at.toISOString(),
      })),
      next: [...CLAIM_TRANSITIONS[row.status]],
    };
  }

  /** A console photo: the claim's insurer (or any insurer for admins and operators) sees it. */
  async function consolePhoto(id: number, n: number, companyId: number | undefined) {
    const row = canBeRowId(id) ? await repository.one(id, companyId) : undefined;
    if (row === undefined) throw notFound(CLAIM_NOT_FOUND);
    return storedPhoto(id, n);
  }

  /**
   * Moves claim `id` to a new status, allowed from its own, with the event and the customer's letters, in
   * one transaction; answers the claim before and after for the audit log.
   */
  async function changeStatus(
    id: number,
    change: ClaimStatusChange,
    staffId: number,
    companyId: number | undefined,
  ) {
    if (!canBeRowId(id)) throw notFound(CLAIM_NOT_FOUND);
    return outbox.transaction(async (tx, queue) => {
      const claims = claimsRepository(tx);
      const claim = await claims.forUpdate(id);
      const shown = claim && (await claims.one(id, companyId));
      if (claim === undefined || shown === undefined) throw notFound(CLAIM_NOT_FOUND);
      if (!mayMove(claim.status, change.status))
        throw new FieldErrors({
          status: [
            `A claim that is ${claim.status.replace('_', ' ')} cannot become ${change.status.replace('_', ' ')}`,
          ],
        });
      const approvedCents =
        change.status === 'approved' ? parseRupees(change.approved_amount!)! : claim.approvedCents;
      const now = clock();
      await claims.setStatus(id, { status: change.status, approvedCents, updatedAt: now });
      await claims.addEvent({ claimId: id, status: change.status, note: change.note, staffId, at: now });
      // A cancelled policy's claim still hears of its status, by SMS alone.
      const policy = await policyOfCustomer(tx, claim.customerId, claim.policyNumber);
      const facts: ClaimFacts = {
        claimRef: claim.claimRef,
        policyNumber: claim.policyNumber,
        insurer: shown.companyName,
      };
      await writeToCustomer(tx, queue, claim.customerId, policy?.email ?? null, (i18n) =>
        statusLetter(facts, { status: change.status, note: change.note, approvedCents }, contact, i18n),
      );
      return {
        before: { status: claim.status, approved_cents: claim.approvedCents },
        after: { status: change.status, approved_cents: approvedCents, note: change.note },
      };
    });
  }

  return { intimate, photoOf, page, one, consolePhoto, changeStatus };
}
