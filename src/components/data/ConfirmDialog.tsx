/** The confirmation dialog: title 提示 by default, 确定 and 取消 (document 2 §9). */
import { Button, Dialog, Field, Portal, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { common } from '../../messages/common';
import { dataText } from './messages';

/** A text the dialog asks for before confirming (an opinion, a reason). */
export interface DialogPrompt {
  label: string;
  required?: boolean;
  maxLength?: number;
}

export interface ConfirmDialogProps {
  open: boolean;
  message: string;
  title?: string;
  /** The confirm button shows a spinner while the action runs. */
  busy?: boolean;
  danger?: boolean;
  prompt?: DialogPrompt;
  /** Receives the prompt's text (trimmed) when there is a prompt. */
  onConfirm: (comment?: string) => void;
  onCancel: () => void;
}

function promptProblem(prompt: DialogPrompt, text: string): string | undefined {
  if (prompt.required && text.trim() === '') return dataText.promptRequired(prompt.label);
  if (prompt.maxLength && text.trim().length > prompt.maxLength) return dataText.promptTooLong(prompt.label, prompt.maxLength);
  return undefined;
}

export function ConfirmDialog({ open, message, title = common.prompt, busy, danger, prompt, onConfirm, onCancel }: ConfirmDialogProps) {
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string>();
  useEffect(() => {
    if (!open) return;
    setComment('');
    setProblem(undefined);
  }, [open]);
  const confirm = () => {
    if (!prompt) return onConfirm();
    const found = promptProblem(prompt, comment);
    setProblem(found);
    if (!found) onConfirm(comment.trim());
  };
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      size="xs"
      placement="center"
      onOpenChange={(details) => {
        if (!details.open && !busy) onCancel();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="confirm-dialog">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{message}</Text>
              {prompt && (
                <Field.Root mt="3" required={prompt.required} invalid={Boolean(problem)}>
                  <Field.Label>
                    {prompt.label}
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <Textarea
                    rows={3}
                    value={comment}
                    maxLength={prompt.maxLength}
                    placeholder={`${common.pleaseInput}${prompt.label}`}
                    onChange={(event) => setComment(event.currentTarget.value)}
                    data-testid="confirm-comment"
                  />
                  <Field.ErrorText data-testid="confirm-comment-error">{problem}</Field.ErrorText>
                </Field.Root>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" size="sm" onClick={onCancel} disabled={busy} data-testid="confirm-cancel">
                {common.cancel}
              </Button>
              <Button
                size="sm"
                colorPalette={danger ? 'red' : 'brand'}
                loading={busy}
                onClick={confirm}
                data-testid="confirm-ok"
              >
                {common.ok}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
