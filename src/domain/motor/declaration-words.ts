// The words of the review before payment (docs/decisions/038), without zod, for the page's first load.

export const DECLARATION_MESSAGES = {
  answersTrue: /*i18n*/ 'Please tick the declaration to confirm that your answers are true',
  previousInsurer: /*i18n*/ 'Choose the insurer that gave you the no-claim bonus',
  previousInsurerUnknown: /*i18n*/ 'Choose an insurer from the list',
  notDeclared: /*i18n*/ 'Please review your answers and tick the declaration before you pay',
  answersChanged:
    /*i18n*/ 'Your answers are not the ones of this quotation. Please reload the page and review them again',
  declared: /*i18n*/ 'Thank you. Your declaration is saved: you can pay now.',
} as const;

/** The main exclusions of a Sri Lankan private motor policy, in plain words; the wording rules. */
export const MAIN_EXCLUSIONS = [
  'A driver without a valid driving licence for the vehicle, or under the influence of alcohol or drugs.',
  /*i18n*/ 'Using the vehicle for something other than the use you declared, such as hire, racing or driving lessons.',
  /*i18n*/ 'Wear and tear, mechanical or electrical breakdown, and tyres damaged on their own.',
  /*i18n*/ 'Loss of use of the vehicle, or any loss other than the damage itself.',
  /*i18n*/ 'Driving outside Sri Lanka.',
  /*i18n*/ 'Riots, strikes, civil commotion and terrorism, except as the SRCC and terrorism covers of your premium provide (they are given by the National Insurance Trust Fund).',
] as const;
