import { configure, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { renderRoutes } from '@nyaya/shared/testing/renderRoutes';
import { routes } from '../routes';

// The first render of a file downloads the lazy page (and the toast outlet) in a cold jsdom;
// a longer wait keeps that from flaking without hiding real failures.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 60_000 });
// The very first lazy page or toast of a file may take long on a busy machine.
const FIRST_LOAD = { timeout: 30_000 };

/** Renders the info area's route table at `path` and waits for the screen's h1. */
export async function renderScreen(path: string, heading: string) {
  const view = renderRoutes(routes, path);
  await screen.findByRole('heading', { level: 1, name: heading }, FIRST_LOAD);
  return view;
}

/** A toast's title (Radix also mirrors it into a live region, so there may be two copies). */
export async function findToast(text: string | RegExp) {
  const matches = await screen.findAllByText(text, undefined, FIRST_LOAD);
  return matches[0]!;
}
