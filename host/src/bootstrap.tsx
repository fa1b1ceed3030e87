import { StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@nyaya/shared/router';
import { watchPrerenderedFields } from './prerenderHandoff';
import './styles.css';

/** Hands the main thread back to the browser between start-up steps, so no step is one long task. */
const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Runs once the app's first screen has replaced the prerendered markup. */
function AfterFirstCommit({ run }: { run: () => void }) {
  useLayoutEffect(run, [run]);
  return null;
}

async function start() {
  const container = document.getElementById('root')!;
  const restoreTyping = watchPrerenderedFields(container);
  await yieldToMain();
  // Same chunk (eager): only the evaluation moves to its own task, not the download.
  const { router } = await import(/* webpackMode: "eager" */ './router');
  await yieldToMain();
  const root = createRoot(container);
  // A transition renders in slices of a few milliseconds instead of one long task; the
  // prerendered markup stays on screen until the commit replaces it.
  startTransition(() => {
    root.render(
      <StrictMode>
        <RouterProvider router={router} />
        <AfterFirstCommit run={restoreTyping} />
      </StrictMode>,
    );
  });
}

void start();
