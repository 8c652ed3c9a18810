// The tables, one file per module family under schema/; drizzle-kit and the repositories read them all
// from here.
export * from './schema/reference';
export * from './schema/customers';
export * from './schema/quotes';
export * from './schema/outbox';
export * from './schema/applications';
export * from './schema/payments';
export * from './schema/staff';
export * from './schema/accounts';
export * from './schema/claims';
export * from './schema/renewals';
export * from './schema/content';
export * from './schema/instalments';
export * from './schema/subscriptions';
export * from './schema/campaigns';
export * from './schema/illness';
