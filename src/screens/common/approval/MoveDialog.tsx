/**
 * One move's form (react-hook-form, checked by moveValidator): the receiver when the move needs one, the opinion (required
 * for reject and reback). Opening fills it with the machine's draft, so a conflict keeps what was typed.
 */
import { Alert, Button, chakra, CloseButton, Dialog, Field, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { FlowMove } from '../../../machines/approval-flow/types';
import type { ApprovalWork, MoveValues } from '../../../machines/approval-page';
import { approvalText as text } from '../../../messages/approval';
import { common } from '../../../messages/common';
import { FLOW_MOVE_NAMES } from '../../../constants/flow-runtime';
import { validatorResolver } from '../../resource/form-validator';
import { moveFormOf, moveValidator, OPINION_MAX, type MoveFormValues } from './move-form';
import { ReceiverSelect } from './ReceiverSelect';

export interface MoveDialogProps {
  work: ApprovalWork;
  /** The chosen move; none → closed. */
  move?: FlowMove;
  defaults: MoveValues;
  /** The server's message about the last submit. */
  error?: string;
  busy: boolean;
  onSubmit: (values: MoveValues) => void;
  onCancel: () => void;
}

export function MoveDialog({ work, move, defaults, error, busy, onSubmit, onCancel }: MoveDialogProps) {
  const need = work.moveNeeds.find((each) => each.move === move);
  const form = useMemo(() => (move ? moveFormOf(move, need) : undefined), [move, need]);
  const resolver = useMemo(() => (form ? validatorResolver(moveValidator(form), 'edit') : undefined), [form]);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<MoveFormValues>({ resolver: resolver as never, defaultValues: { assigneeId: '', opinion: '' } });

  useEffect(() => {
    if (move) reset({ assigneeId: defaults.assigneeId ?? '', opinion: defaults.opinion ?? '' });
  }, [move, defaults, reset]);

  const name = move ? FLOW_MOVE_NAMES[move] : '';
  const submit = handleSubmit((values) => onSubmit({ assigneeId: values.assigneeId || undefined, opinion: values.opinion?.trim() || undefined }));
  return (
    <Dialog.Root open={Boolean(move && form)} size={{ base: 'full', md: 'md' }} placement="center" onOpenChange={(details) => !details.open && !busy && onCancel()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="move-dialog" data-move={move}>
            <chakra.form noValidate onSubmit={submit}>
              <Dialog.Header>
                <Dialog.Title>{text.moveTitle(name)}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                {move && form && (
                  <Stack gap="4">
                    {error && (
                      <Alert.Root status="error" data-testid="move-error">
                        <Alert.Indicator />
                        <Alert.Title>{error}</Alert.Title>
                      </Alert.Root>
                    )}
                    {!form.receiver && form.opinion === 'none' && <Text>{text.confirmMove(name)}</Text>}
                    {form.receiver && (
                      <Field.Root required invalid={Boolean(errors.assigneeId)}>
                        <Field.Label>
                          {text.receiverLabel[move] ?? text.receiverLabel.send}
                          <Field.RequiredIndicator />
                        </Field.Label>
                        <ReceiverSelect busiTypeCode={work.busiTypeCode} flowWorkId={work.id} move={move} data-testid="move-receiver" {...register('assigneeId')} />
                        <Field.ErrorText data-testid="move-receiver-error">{errors.assigneeId?.message}</Field.ErrorText>
                      </Field.Root>
                    )}
                    {form.opinion !== 'none' && (
                      <Field.Root required={form.opinion === 'required'} invalid={Boolean(errors.opinion)}>
                        <Field.Label>
                          {form.opinionLabel}
                          <Field.RequiredIndicator />
                        </Field.Label>
                        <Textarea rows={4} maxLength={OPINION_MAX} placeholder={`${common.pleaseInput}${form.opinionLabel}`} data-testid="move-opinion" {...register('opinion')} />
                        <Field.ErrorText data-testid="move-opinion-error">{errors.opinion?.message}</Field.ErrorText>
                      </Field.Root>
                    )}
                  </Stack>
                )}
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" size="sm" onClick={onCancel} disabled={busy} data-testid="move-cancel">
                  {common.cancel}
                </Button>
                <Button type="submit" size="sm" colorPalette={move === 'reject' || move === 'end' ? 'red' : 'brand'} loading={busy} data-testid="move-confirm">
                  {common.ok}
                </Button>
              </Dialog.Footer>
            </chakra.form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
