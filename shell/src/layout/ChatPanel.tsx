import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { CloseIcon, IconButton, paperPanel } from '@sohnne/ui';
import { CHAT_CONTACT } from '../widgets/chat';

const Panel = styled.div`
  position: fixed;
  right: ${({ theme }) => theme.space(2)};
  bottom: ${({ theme }) => theme.space(2)};
  z-index: 45;
  width: min(calc(100vw - 32px), 340px);
  ${paperPanel}
  box-shadow: 0 12px 32px rgba(31, 29, 26, 0.18);
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: 1.35rem;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.color.grey700};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    padding: 6px 0;
  }
  li span {
    display: block;
    font-size: 0.8rem;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.grey500};
  }
  a {
    color: ${({ theme }) => theme.color.walnut};
    font-weight: 500;
  }
`;

const Close = styled(IconButton)`
  position: absolute;
  top: ${({ theme }) => theme.space(1)};
  right: ${({ theme }) => theme.space(1)};
`;

/** The open local chat: how to reach the shop. Focus moves into it, and back to the opener when it closes. */
export default function ChatPanel({ onClose }: { onClose: () => void }) {
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    closeButton.current?.focus();
    return () => opener?.focus();
  }, []);

  return (
    <Panel
      role="dialog"
      aria-labelledby="chat-dialog-title"
      onKeyDown={(event) => event.key === 'Escape' && onClose()}
    >
      <Close ref={closeButton} $size={40} type="button" aria-label="Close chat" onClick={onClose}>
        <CloseIcon />
      </Close>
      <h2 id="chat-dialog-title">Talk to us</h2>
      <p>Questions about a piece, an order or delivery? We are happy to help.</p>
      <ul>
        <li>
          <span>Phone</span>
          <a href={CHAT_CONTACT.phoneHref}>{CHAT_CONTACT.phone}</a>
        </li>
        <li>
          <span>E-mail</span>
          <a href={`mailto:${CHAT_CONTACT.email}`}>{CHAT_CONTACT.email}</a>
        </li>
        <li>
          <span>WhatsApp</span>
          <a href={CHAT_CONTACT.whatsapp} target="_blank" rel="noopener noreferrer">
            Message us on WhatsApp
          </a>
        </li>
      </ul>
    </Panel>
  );
}
