// Major illness purchases for API tests (decisions 063 and 067): the seeded limits, and a purchase for a
// main member and two family members as the page would send it.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { illnessCompanies, illnessDeclarations, illnessLimits } from '../db/schema';

/** The seeded limit of a company (by its code) for a cover. */
export async function illnessLimitOf(db: Db, code: string, cover: number) {
  const [row] = await db
    .select({ limit: illnessLimits })
    .from(illnessLimits)
    .innerJoin(illnessCompanies, eq(illnessCompanies.id, illnessLimits.companyId))
    .where(and(eq(illnessCompanies.code, code), eq(illnessLimits.coverRupees, cover)));
  return row!.limit;
}

/** The NICs of the purchase's three holders, as typed: the main member, a daughter and a son. */
export const PURCHASE_NICS = ['851234567V', '200565545678', '200812345678'] as const;

/**
 * A main member (`mainMobile`) and two family members: all with SLIC 500,000; the main member also with
 * FIL 300,000; every declaration agreed, the daughter's No explained in the sub-questions.
 */
export async function illnessPurchase(db: Db, mainMobile: string, nics: readonly string[] = PURCHASE_NICS) {
  const slic = await illnessLimitOf(db, 'SLIC', 500_000);
  const fil = await illnessLimitOf(db, 'FIL', 300_000);
  const idsOf = async (companyId: number) =>
    (
      await db
        .select({ id: illnessDeclarations.id })
        .from(illnessDeclarations)
        .where(eq(illnessDeclarations.companyId, companyId))
        .orderBy(asc(illnessDeclarations.sort))
    ).map((row) => row.id);
  const [slicIds, filIds] = [await idsOf(slic.companyId), await idsOf(fil.companyId)];
  const yesTo = (ids: number[]) => ids.map((declarationId) => ({ declarationId, type: 'yes' }));
  const slicPlan = { companyId: slic.companyId, limitId: slic.id };
  const policyHolders = [
    {
      id: 0,
      nameInitials: 'K A Perera',
      nicNumber: nics[0],
      dateOfBirth: '1985-05-02',
      mobileNumber: mainMobile,
      email: 'kamal@example.lk',
      relationship: { value: 1, description: 'Main member (self)', code: 'MS' },
      plans: [slicPlan, { companyId: fil.companyId, limitId: fil.id }],
    },
    {
      id: 1,
      nameInitials: 'N Perera',
      nicNumber: nics[1],
      dateOfBirth: '2005-06-05',
      relationship: { value: 3, description: 'Daughter', code: 'DA' },
      plans: [slicPlan],
    },
    {
      id: 2,
      nameInitials: 'S Perera',
      nicNumber: nics[2],
      dateOfBirth: '2008-05-02',
      relationship: { value: 2, description: 'Son', code: 'SO' },
      plans: [slicPlan],
    },
  ];
  const [health, ...others] = slicIds as [number, ...number[]];
  const options = [
    { holderId: 0, companyId: slic.companyId, agree: true, answers: yesTo(slicIds) },
    { holderId: 0, companyId: fil.companyId, agree: true, answers: yesTo(filIds) },
    // A No explained in the sub-questions: a remark ticked and a note.
    {
      holderId: 1,
      companyId: slic.companyId,
      agree: true,
      answers: [
        { declarationId: health, type: 'no', remarks: ['Asthma'], specialNote: 'Mild, inhaler since 2015' },
        ...yesTo(others),
      ],
    },
    { holderId: 2, companyId: slic.companyId, agree: true, answers: yesTo(slicIds) },
  ];
  return { policyHolders, options, channel: 'Web-Motor', promoCode: 'no-promo', slic, fil };
}
