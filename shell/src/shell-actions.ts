/*
 * The layout's own forms (the currency, signing out) post to whatever page they are on, naming the shell's
 * action in a hidden field: the page server runs it before any MFE sees the post (shell/src/server).
 */

/** The hidden field that names a layout form's action. */
export const SHELL_ACTION_FIELD = '_shell';

export type ShellAction = 'currency' | 'logout';
