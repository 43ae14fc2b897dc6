import { useEffect, useId, useRef } from 'react';
import { Button, modalKeyHandler } from '@sohnne/ui';
import styled from 'styled-components';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 60;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space(2)};
  background: rgba(31, 29, 26, 0.45);
`;

const Box = styled.div`
  width: 100%;
  max-width: 420px;
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.color.paper};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 8px 32px rgba(31, 29, 26, 0.25);
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: 1.3rem;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    color: ${({ theme }) => theme.color.grey700};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(1)};
`;

export interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A small modal question: focus starts on Cancel and stays inside (Tab cycles), Escape or a click outside
 * cancels, and focus goes back where it was.
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const titleId = useId();
  const messageId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    cancelRef.current?.focus();
    return () => previous?.focus?.();
  }, []);

  const onKeyDown = modalKeyHandler(boxRef, onCancel);

  return (
    <Backdrop onMouseDown={(event) => event.target === event.currentTarget && onCancel()}>
      <Box
        ref={boxRef}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId}>{title}</h2>
        <p id={messageId}>{message}</p>
        <Actions>
          <Button ref={cancelRef} type="button" $variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="button" onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Actions>
      </Box>
    </Backdrop>
  );
}
