// The shell server (a Node build of the shell), required by the edge for page requests. Async boundary:
// Module Federation negotiates the shared singletons before the renderer uses any of them.
import type { PageRenderer, PageRendererOptions } from './renderer';

export type { PageRenderer, PageRendererOptions, PageRequest, PageResponse } from './renderer';

export async function createPageRenderer(options: PageRendererOptions): Promise<PageRenderer> {
  const { createRenderer } = await import('./renderer');
  return createRenderer(options);
}
