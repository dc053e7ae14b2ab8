/**
 * The sandbox: start a copy, pick one of the events its current state accepts (the sample's payload fills
 * the JSON editor), send it, and step back and forward through the snapshots it went through.
 */
import { Alert, Badge, Box, Button, Code, Field, Grid, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import type { AnyMachineSnapshot } from 'xstate';
import { acceptedEvents, stateText } from '../../../machines/inspection';
import type { EventPayload } from '../../../machines/samples';
import { inspectorText as t } from '../../../messages/inspector';
import { JsonBlock } from './JsonBlock';
import { SandboxHistory } from './SandboxHistory';
import type { Sandbox } from './use-sandbox';

export interface SandboxPanelProps {
  sandbox: Sandbox;
  samples?: Record<string, EventPayload>;
  hasSample: boolean;
  label: (type: string) => string;
}

const payloadText = (payload: EventPayload | undefined) => JSON.stringify(payload ?? {}, null, 2);

/** Whether the sample's payload would pass the event's guards now (undefined when the guard cannot say). */
function passesWithSample(snapshot: AnyMachineSnapshot, type: string, payload: EventPayload | undefined): boolean | undefined {
  try {
    return snapshot.can({ ...payload, type });
  } catch {
    return undefined;
  }
}

function parsePayload(text: string): { payload?: EventPayload; problem?: string } {
  try {
    const parsed: unknown = JSON.parse(text.trim() || '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return { problem: t.notObject };
    return { payload: parsed as EventPayload };
  } catch (error) {
    return { problem: t.badJson(error instanceof Error ? error.message : String(error)) };
  }
}

export function SandboxPanel({ sandbox, samples, hasSample, label }: SandboxPanelProps) {
  const { current, history, index, running } = sandbox;
  const accepted = current && running ? acceptedEvents(current) : [];
  const [chosen, setChosen] = useState<string>();
  const [text, setText] = useState('{}');
  const [note, setNote] = useState<{ kind: 'error' | 'info'; text: string }>();
  const type = chosen && accepted.includes(chosen) ? chosen : accepted[0];

  const choose = (next: string) => {
    setChosen(next);
    setText(payloadText(samples?.[next]));
    setNote(undefined);
  };
  // The editor follows the first accepted event until one is chosen.
  if (type && type !== chosen) choose(type);

  const send = () => {
    if (!type) return;
    const { payload, problem } = parsePayload(text);
    if (problem) return setNote({ kind: 'error', text: problem });
    const changed = sandbox.send({ ...payload, type });
    setNote(changed ? undefined : { kind: 'info', text: t.unchanged });
  };

  return (
    <Stack gap="4" data-testid="sandbox">
      <Text fontSize="sm" color="fg.muted">
        {t.sandboxHint}
      </Text>
      {!hasSample && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{t.noSample}</Alert.Title>
        </Alert.Root>
      )}
      <HStack gap="2" flexWrap="wrap">
        <Button size="sm" colorPalette="brand" onClick={sandbox.start} data-testid="sandbox-start">
          {history.length ? t.restart : t.start}
        </Button>
        <Button size="sm" variant="outline" onClick={sandbox.stop} disabled={!running} data-testid="sandbox-stop">
          {t.stop}
        </Button>
        <Button size="sm" variant="outline" onClick={() => sandbox.go(index - 1)} disabled={index <= 0} data-testid="sandbox-back">
          {t.back}
        </Button>
        <Button size="sm" variant="outline" onClick={() => sandbox.go(index + 1)} disabled={index >= history.length - 1} data-testid="sandbox-forward">
          {t.forward}
        </Button>
        {history.length > 0 && (
          <Text fontSize="sm" color="fg.muted" data-testid="sandbox-step">
            {t.historyStep(index, history.length)}
          </Text>
        )}
      </HStack>
      {sandbox.error && (
        <Alert.Root status="error" data-testid="sandbox-error">
          <Alert.Indicator />
          <Alert.Title>{t.startFailed(sandbox.error)}</Alert.Title>
        </Alert.Root>
      )}
      {!current ? (
        <Text fontSize="sm" color="fg.muted">
          {t.notStarted}
        </Text>
      ) : (
        <>
          <HStack gap="2" flexWrap="wrap">
            <Text fontSize="sm" fontWeight="medium">
              {t.currentState}
            </Text>
            <Code data-testid="sandbox-state">{stateText(current.value)}</Code>
            {current.status === 'done' && <Badge colorPalette="blue">{t.finished}</Badge>}
          </HStack>
          <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: 'minmax(0, 260px) minmax(0, 1fr)' }} gap="4" alignItems="start">
            <Stack gap="1" role="radiogroup" aria-label={t.acceptedEvents}>
              <Text fontSize="sm" fontWeight="medium">
                {t.acceptedEvents}
              </Text>
              {accepted.length === 0 && (
                <Text fontSize="sm" color="fg.muted">
                  {t.noAcceptedEvents}
                </Text>
              )}
              {accepted.map((each) => {
                const passes = passesWithSample(current, each, samples?.[each]);
                return (
                  <Button
                    key={each}
                    role="radio"
                    aria-checked={each === type}
                    size="xs"
                    variant={each === type ? 'subtle' : 'ghost'}
                    colorPalette={each === type ? 'brand' : 'gray'}
                    justifyContent="flex-start"
                    h="auto"
                    py="1"
                    whiteSpace="normal"
                    textAlign="start"
                    title={passes === false ? t.guardFails : each}
                    onClick={() => choose(each)}
                    data-testid="sandbox-event"
                    data-event-type={each}
                  >
                    <Box as="span" fontFamily="mono" wordBreak="break-all" color={passes === false ? 'fg.muted' : undefined}>
                      {label(each)}
                    </Box>
                  </Button>
                );
              })}
            </Stack>
            {type && (
              <Stack gap="2">
                <Field.Root invalid={note?.kind === 'error'}>
                  <Field.Label>
                    {t.payload} · <Code fontSize="xs">{type}</Code>
                  </Field.Label>
                  <Textarea value={text} onChange={(event) => setText(event.currentTarget.value)} rows={8} fontFamily="mono" fontSize="xs" spellCheck={false} data-testid="sandbox-payload" />
                  <Field.ErrorText data-testid="sandbox-payload-error">{note?.kind === 'error' ? note.text : undefined}</Field.ErrorText>
                </Field.Root>
                <HStack gap="3" flexWrap="wrap">
                  <Button size="sm" colorPalette="brand" onClick={send} data-testid="sandbox-send">
                    {t.send}
                  </Button>
                  {note?.kind === 'info' && (
                    <Text fontSize="sm" color="fg.muted" data-testid="sandbox-note">
                      {note.text}
                    </Text>
                  )}
                </HStack>
              </Stack>
            )}
          </Grid>
          <JsonBlock label={t.context} value={current.context} testId="sandbox-context" />
          <SandboxHistory history={history} index={index} onGo={sandbox.go} label={label} />
        </>
      )}
    </Stack>
  );
}
