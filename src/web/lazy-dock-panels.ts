import { lazy } from 'react';

// The floating dock's panels (decision 053), for the layout, which imports no feature: like the login modal
// (lazy-login-modal.ts), each is its own chunk, loaded when first opened. Their texts are the site's.

export const LazyChatPanel = lazy(() => import('./features/chat/chat-panel'));
export const LazyCallbackModal = lazy(() => import('./features/callback/callback-modal'));
export const LazyQuoteModal = lazy(() => import('./features/home/quote-modal'));
