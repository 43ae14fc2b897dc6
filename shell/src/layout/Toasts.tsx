import styled, { keyframes } from 'styled-components';
import { CloseIcon } from '@sohnne/ui';
import { useShell, useStore } from './context';

const toastIn = keyframes`from { opacity: 0; transform: translateY(-8px); } to { opacity: 1; transform: none; }`;

/*
 * The toasts' styles are the region's, which is on every page from the start: a first toast (an add to cart)
 * then injects no style rules, which would restyle the whole document in the tap's frame.
 */
const Region = styled.div`
  position: fixed;
  top: ${({ theme }) => theme.space(2)};
  right: ${({ theme }) => theme.space(2)};
  z-index: 60;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  width: min(calc(100vw - 32px), 360px);
  pointer-events: none;
  > [data-kind] {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space(1)};
    padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(1)}
      ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(2)};
    border-left: 4px solid ${({ theme }) => theme.color.walnut};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.color.paper};
    box-shadow: 0 8px 24px rgba(31, 29, 26, 0.16);
    pointer-events: auto;
    animation: ${toastIn} 200ms ease;
    ${({ theme }) => theme.media.reducedMotion} {
      animation: none;
    }
  }
  > [data-kind='error'] {
    border-left-color: ${({ theme }) => theme.color.error};
  }
  > [data-kind='success'] {
    border-left-color: ${({ theme }) => theme.color.success};
  }
  p {
    flex: 1;
    margin: 0;
    padding-top: 2px;
  }
  button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    flex: none;
    width: 32px;
    height: 32px;
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.color.grey700};
    cursor: pointer;
  }
`;

/** Outcome messages, top-right, announced politely; each closes itself after about 4 s. */
export function Toasts() {
  const { shell } = useShell();
  const toasts = useStore(shell.toasts.list);
  return (
    <Region role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} data-kind={toast.kind}>
          <p>{toast.message}</p>
          <button
            type="button"
            aria-label="Dismiss notification"
            onClick={() => shell.toasts.dismiss(toast.id)}
          >
            <CloseIcon />
          </button>
        </div>
      ))}
    </Region>
  );
}
