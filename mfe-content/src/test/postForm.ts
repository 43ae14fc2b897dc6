import type { ActionResult } from '@sohnne/platform';
import { postForm as postToMfe } from '@sohnne/web-testing';
import { routes } from '../routes';
import { makeStore } from '../store';

/** A form posted to one of this MFE's pages as the page server takes it (see @sohnne/web-testing's postForm). */
export const postForm = (url: string, fields: Record<string, string>): Promise<ActionResult> =>
  postToMfe({ routes, makeStore }, url, fields);
