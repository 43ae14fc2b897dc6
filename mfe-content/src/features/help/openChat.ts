/** Opens the shell's live chat (the shell listens for this event and logs when no chat is configured). */
export function openChat(): void {
  window.dispatchEvent(new CustomEvent('sohnne:open-chat'));
}
