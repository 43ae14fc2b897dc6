import type { ActionContext, ActionResult } from '@sohnne/platform';
import { runAction } from '@sohnne/web-testing';
import { makeStore } from '../store';

/** A form posted to one of this MFE's page actions as the page server runs it (see @sohnne/web-testing). */
export const postTo = (
  action: (context: ActionContext) => Promise<ActionResult>,
  url: string,
  fields: Record<string, string>,
): Promise<ActionResult> => runAction(makeStore, action, url, fields);
