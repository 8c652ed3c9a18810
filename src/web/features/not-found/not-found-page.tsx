import { NotFound } from '#web/components/layout/not-found';

export { NotFound as Component };
