import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';

/**
 * Renders inside an awaited act(), so a page whose module is still loading (React's `use` in RoutePages)
 * resumes when it arrives, as it does in the browser.
 */
export async function renderPage(ui: ReactElement): Promise<RenderResult> {
  let result!: RenderResult;
  await act(async () => {
    result = render(ui);
  });
  return result;
}
