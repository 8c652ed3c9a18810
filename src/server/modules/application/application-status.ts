// An application's states (architecture, "The motor purchase, as data"), each recorded as an
// application event when reached: made by the purchase, documents submitted for review, paid, and
// completed by the proposal that issues its cover note; reversed, for good, when the gateway reverses the
// payment that paid it (a charge-back or a refund), which cancels its cover note.
export const APPLICATION_STATUS = {
  created: 'created',
  submitted: 'submitted',
  paid: 'paid',
  completed: 'completed',
  reversed: 'reversed',
} as const;
export type ApplicationStatus = (typeof APPLICATION_STATUS)[keyof typeof APPLICATION_STATUS];

/** Paid, whether or not its cover note has been issued since. */
export const isPaid = (status: string) =>
  status === APPLICATION_STATUS.paid || status === APPLICATION_STATUS.completed;

/** Paid once, whether or not the payment has been reversed since: no other payment may pay it. */
export const wasPaid = (status: string) => isPaid(status) || status === APPLICATION_STATUS.reversed;
