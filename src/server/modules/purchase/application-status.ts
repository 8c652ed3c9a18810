// An application's states (architecture, "The motor purchase, as data"), each recorded as an
// application event when reached: made by the purchase, documents submitted for review, paid.
export const APPLICATION_STATUS = {
  created: 'created',
  submitted: 'submitted',
  paid: 'paid',
} as const;
export type ApplicationStatus = (typeof APPLICATION_STATUS)[keyof typeof APPLICATION_STATUS];
