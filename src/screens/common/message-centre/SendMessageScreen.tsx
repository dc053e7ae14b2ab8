/**
 * 发送消息: receivers from the organisation-user tree, an optional message template with its placeholders,
 * a preview of what the receivers will read, and 发送. With ?forwardId= (and &from=send for a sent message)
 * it forwards that message with a comment instead.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { Box, Button, Card, chakra, Field, Heading, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMemo, useRef } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { useGoBack } from '../../../app/layout/navigation';
import { forwardContent, forwardTitle, MSG_COMMENT_MAX, MSG_CONTENT_MAX, MSG_TITLE_MAX } from '../../../constants/message-centre';
import { ForwardMsgDocument, NoticeTemplateOptionsDocument, SendMsgDocument } from '../../../graphql/generated/graphql';
import { notify } from '../../../lib/notify';
import { common } from '../../../messages/common';
import { messageText as text } from '../../../messages/message-centre';
import { outboxDefinition } from '../../../resources/message-outbox';
import { resourceChanged } from '../../resource/resource-events';
import type { ScreenProps } from '../../types';
import { ReceiverPicker } from './ReceiverPicker';
import { validatorResolver } from '../../resource/form-validator';
import { fillPreview, SEND_DEFAULTS, sendValidator, type SendMode, type SendValues } from './send-form';
import { TemplateFields, type TemplateOption } from './TemplateFields';
import { useForwardSource } from './use-forward-source';

export default function SendMessageScreen({ route }: ScreenProps) {
  const [params] = useSearchParams();
  const forwardId = params.get('forwardId');
  return <SendMessageForm key={forwardId ?? ''} title={forwardId ? text.forward : route.title} forwardId={forwardId} fromSent={params.get('from') === 'send'} />;
}

function SendMessageForm({ title, forwardId, fromSent }: { title: string; forwardId: string | null; fromSent: boolean }) {
  const goBack = useGoBack();
  const forward = useForwardSource(forwardId, fromSent);
  const templates = useTemplates(!forwardId);
  const mode = useRef<SendMode>({ forward: Boolean(forwardId), placeholders: null });
  const resolver = useMemo<Resolver<SendValues>>(() => (values, context, options) => validatorResolver(sendValidator(mode.current), 'create')(values, context, options as never) as never, []);
  const { control, register, handleSubmit, setValue, formState } = useForm<SendValues>({ resolver, defaultValues: SEND_DEFAULTS });
  const watched = useWatch({ control });
  const template = templates.find((t) => t.id === watched.templateId);
  mode.current = { forward: Boolean(forwardId), placeholders: template ? template.placeholders : null };
  const [sendMsg, sending] = useMutation(SendMsgDocument);
  const [forwardMsg, forwarding] = useMutation(ForwardMsgDocument);

  const values = (watched.values ?? {}) as Record<string, string>;
  const preview = forward.source
    ? { title: forwardTitle(forward.source.title), content: forwardContent(watched.comment?.trim() ?? '', forward.source.content) }
    : template
      ? { title: fillPreview(template.title, values), content: fillPreview(template.content, values) }
      : { title: watched.title?.trim() ?? '', content: watched.content?.trim() ?? '' };

  const submit = async (v: SendValues) => {
    try {
      if (forwardId) {
        await forwardMsg({ variables: { input: { id: forwardId, ...v.receivers, comment: v.comment.trim() || undefined } } });
      } else {
        const filled = template ? template.placeholders.map((name) => ({ name, value: v.values[name]?.trim() ?? '' })) : undefined;
        await sendMsg({ variables: { input: { ...v.receivers, ...(template ? { templateId: template.id, values: filled } : { title: v.title.trim(), content: v.content.trim() }) } } });
      }
    } catch {
      return; // The error link has shown the server's message.
    }
    notify.success(forwardId ? text.forwardSuccess : text.sendSuccess);
    resourceChanged(outboxDefinition.name);
    goBack();
  };

  const errors = formState.errors;
  return (
    <Box p={{ base: '3', md: '5' }} data-testid="send-message">
      <chakra.form noValidate onSubmit={handleSubmit(submit)}>
        <Stack gap="4" maxW="5xl" mx="auto">
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Heading size="md">{title}</Heading>
            <HStack gap="2">
              <Button type="submit" size="sm" colorPalette="brand" loading={sending.loading || forwarding.loading} data-testid="send-submit">
                {forwardId ? text.forward : common.send}
              </Button>
              <Button size="sm" variant="outline" onClick={goBack}>
                {common.back}
              </Button>
            </HStack>
          </HStack>
          <Card.Root size="sm">
            <Card.Body>
              <Stack gap="4">
                {/* Not a Field: its context would give every checkbox of the tree the same input id. */}
                <Stack gap="1.5">
                  <Text fontSize="sm" fontWeight="medium">
                    {text.chooseReceivers}
                    <Text as="span" color="fg.error" ms="1">
                      *
                    </Text>
                  </Text>
                  <Controller
                    control={control}
                    name="receivers"
                    render={({ field }) => <ReceiverPicker value={field.value} onChange={field.onChange} invalid={Boolean(errors.receivers)} />}
                  />
                  {errors.receivers && (
                    <Text fontSize="xs" color="fg.error" data-testid="send-receivers-error">
                      {(errors.receivers as { message?: string }).message}
                    </Text>
                  )}
                </Stack>
                {forwardId ? (
                  <Field.Root invalid={Boolean(errors.comment)}>
                    <Field.Label>{text.comment}</Field.Label>
                    <Textarea rows={3} maxLength={MSG_COMMENT_MAX} data-testid="send-comment" {...register('comment')} />
                    <Field.ErrorText>{errors.comment?.message}</Field.ErrorText>
                  </Field.Root>
                ) : (
                  <>
                    <TemplateFields
                      templates={templates}
                      templateId={watched.templateId ?? ''}
                      values={values}
                      error={(errors.values as { message?: string } | undefined)?.message}
                      onTemplate={(id) => {
                        setValue('templateId', id);
                        setValue('values', {});
                      }}
                      onValue={(name, value) => setValue('values', { ...values, [name]: value }, { shouldValidate: formState.isSubmitted })}
                    />
                    {!template && (
                      <>
                        <Field.Root invalid={Boolean(errors.title)} required>
                          <Field.Label>{text.title}</Field.Label>
                          <Input size="sm" maxLength={MSG_TITLE_MAX + 1} data-testid="send-title" {...register('title')} />
                          <Field.ErrorText data-testid="send-title-error">{errors.title?.message}</Field.ErrorText>
                        </Field.Root>
                        <Field.Root invalid={Boolean(errors.content)} required>
                          <Field.Label>{text.content}</Field.Label>
                          <Textarea rows={6} maxLength={MSG_CONTENT_MAX + 1} data-testid="send-content" {...register('content')} />
                          <Field.ErrorText data-testid="send-content-error">{errors.content?.message}</Field.ErrorText>
                        </Field.Root>
                      </>
                    )}
                  </>
                )}
              </Stack>
            </Card.Body>
          </Card.Root>
          <Card.Root size="sm" variant="subtle" data-testid="send-preview">
            <Card.Header pb="1">
              <Heading size="sm">{text.preview}</Heading>
            </Card.Header>
            <Card.Body pt="1">
              {preview.title || preview.content ? (
                <Stack gap="2">
                  <Text fontWeight="semibold" data-testid="send-preview-title">
                    {preview.title}
                  </Text>
                  <Text whiteSpace="pre-wrap" data-testid="send-preview-content">
                    {preview.content}
                  </Text>
                </Stack>
              ) : (
                <Text color="fg.muted" fontSize="sm">
                  {forward.loading ? common.loading : text.previewEmpty}
                </Text>
              )}
            </Card.Body>
          </Card.Root>
        </Stack>
      </chakra.form>
    </Box>
  );
}

function useTemplates(wanted: boolean): TemplateOption[] {
  const { data } = useQuery(NoticeTemplateOptionsDocument, { skip: !wanted });
  return useMemo(
    () =>
      (data?.noticeTemplateOptions ?? []).flatMap((t) =>
        t?.id ? [{ id: t.id, name: t.name ?? t.id, title: t.title ?? '', content: t.content ?? '', placeholders: (t.placeholders ?? []).filter((p): p is string => Boolean(p)) }] : [],
      ),
    [data],
  );
}
