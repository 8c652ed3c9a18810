import { lazy } from 'react';

// The login modal (decision 051) for the header and the profile, which are shared or other features': like
// a page (router.tsx), it is its own chunk, loaded with the login catalogue when first opened.
export const LazyLoginModal = lazy(async () => {
  const [module] = await Promise.all([
    import('./features/login/login-modal'),
    import('./i18n/locale').then(({ loadPageTexts }) => loadPageTexts('login')),
  ]);
  return module;
});
