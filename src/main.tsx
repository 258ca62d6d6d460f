import '@/lib/zod-setup.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { ApiActivityProvider, createApiActivity } from '@/api/activity.tsx';
import { ApiError } from '@/api/api-error.ts';
import { createApiClients, initApiClients } from '@/api/clients.ts';
import { createErrorReporter } from '@/api/error-reporter.ts';
import { readPageAnswers } from '@/api/page-answers.ts';
import { loadRuntimeConfig } from '@/api/runtime-config.ts';
import { showsReader } from '@/features/reader/edition-address.ts';
import { createI18nStore, I18nProvider } from '@/i18n/i18n.tsx';
import { isChunkLoadError, reloadAfterChunkError } from '@/lib/chunk-reload.ts';
import { yieldToBrowser } from '@/lib/yield-to-browser.ts';
import { AuthProvider } from '@/session/auth-context.tsx';
import { createAuth, sessionGuardOf, startAuth } from '@/session/auth-session.ts';
import { CollectionProvider, startCollection } from '@/session/collection-context.tsx';
import { createNotificationStore } from '@/ui/notifications.ts';
import { NotificationsProvider } from '@/ui/notifications-context.tsx';
import { createAppRouter } from './router.tsx';
import '@/ui/theme.css.ts';

/** Starts the app: runtime configuration, API clients, the session, the router, then the first render. */
async function start() {
  // Each step of the start-up in a task of its own, after the entry's modules have run in theirs.
  await yieldToBrowser();
  const config = await loadRuntimeConfig();
  const pageAnswers = readPageAnswers();
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx answer will not change by asking again.
        retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
      },
    },
  });
  const i18n = createI18nStore(queryClient);
  const activity = createApiActivity();
  const notifications = createNotificationStore();
  const { notify } = notifications;
  let navigate: (to: string) => void = () => {};
  const auth = createAuth({
    navigate: (to) => navigate(to),
    notifySuccess: (key) => notify({ tone: 'success', title: i18n.translator().translate(key) }),
  });
  // The clients are set once, before the session starts (a stored sign-in is checked at once)
  // and before the first render.
  initApiClients(
    createApiClients(
      config,
      {
        token: () => auth.getView().token,
        roleHeader: () => auth.getView().roleHeader,
        locale: i18n.locale,
      },
      {
        notifyError: (message) =>
          notify({ tone: 'error', title: i18n.translator().translate('error'), message }),
        // The API's error messages are keys the server sends: translated as data.
        translate: (key) => i18n.translator().translateDynamic(key),
        hasText: (key) => i18n.translator().hasText(key),
        report: createErrorReporter(config.apiUrl),
        activity,
      },
      pageAnswers && { answers: pageAnswers, pageUrl: window.location.href },
    ),
  );
  // Started now, awaited before the first render: nothing to wait for when the page brought its texts.
  const textsReady = i18n.ready();
  startAuth(auth);
  const collection = startCollection();
  await yieldToBrowser();
  const router = createAppRouter({ queryClient, session: sessionGuardOf(auth), i18n });
  navigate = (to) => void router.navigate({ to });
  // A chunk that fails to load outside a route (a preload) gets the same once-a-minute reload.
  window.addEventListener('vite:preloadError', (event) => {
    event.preventDefault();
    reloadAfterChunkError();
  });
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) reloadAfterChunkError();
  });

  // The route is resolved (its chunks, guards and loaders) before the first render, so that render
  // is the whole page, and React renders it in slices as a transition. Rendered while the route was
  // still loading, the page came in one synchronous render when the router's store settled (a
  // store update cannot be a transition): Lighthouse's blocking time on the catalogue list fell
  // from 550 to 180 ms. A load that fails is loaded again by the router once mounted, which then
  // shows the route's error. Not on a page that opens the reader: its PDF and pdf.js are already on
  // the way, and the route's chunks, asked for together, held pdf.js back (the first page drawn
  // 100 ms later, pdf.js's library 250 ms later, in `npm run bench:reader`).
  await Promise.all([
    textsReady,
    showsReader(window.location.pathname) ? null : router.load().catch(() => {}),
  ]);
  await yieldToBrowser();
  const root = document.getElementById('root');
  if (!root) throw new Error('no #root element');
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <ApiActivityProvider store={activity}>
            <NotificationsProvider store={notifications}>
              <I18nProvider store={i18n}>
                <AuthProvider session={auth}>
                  <CollectionProvider collection={collection}>
                    <RouterProvider router={router} />
                  </CollectionProvider>
                </AuthProvider>
              </I18nProvider>
            </NotificationsProvider>
          </ApiActivityProvider>
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
}

void start();
