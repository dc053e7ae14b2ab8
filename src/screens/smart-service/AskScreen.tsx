/**
 * 智能问答 (znkfZx under 问答知识库 8810): staff type a question as the public would and see the answer the
 * knowledge base gives (POST /questionAnswerStorage/ask); every ask counts in 客服统计.
 */
import { useMutation } from '@apollo/client/react';
import { Badge, Box, Button, Card, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { QA_QUESTION_MAX_LENGTH } from '../../constants/smart-service';
import { AskQuestionAnswerDocument } from '../../graphql/generated/graphql';
import { smartService as t } from '../../messages/smart-service';
import type { ScreenProps } from '../types';

export default function AskScreen(_props: ScreenProps) {
  const [question, setQuestion] = useState('');
  const [ask, { data, loading }] = useMutation(AskQuestionAnswerDocument);
  const reply = data?.askQuestionAnswer;
  const matches = (reply?.matches ?? []).flatMap((m) => (m ? [m] : []));
  const [best, ...others] = matches;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = question.trim();
    if (text) void ask({ variables: { input: { question: text } } }).catch(() => undefined);
  };
  const askAgain = (text: string) => {
    setQuestion(text);
    void ask({ variables: { input: { question: text } } }).catch(() => undefined);
  };

  return (
    <Stack gap="4" maxW="4xl" p={{ base: '3', md: '6' }}>
      <Box>
        <Heading size="md">{t.askTitle}</Heading>
        <Text color="fg.muted" fontSize="sm">
          {t.askHint}
        </Text>
      </Box>
      <form onSubmit={submit}>
        <HStack>
          <Input value={question} onChange={(e) => setQuestion(e.target.value)} placeholder={t.askPlaceholder} maxLength={QA_QUESTION_MAX_LENGTH} data-testid="ask-question" aria-label={t.question} />
          <Button type="submit" colorPalette="blue" loading={loading} loadingText={t.asking} disabled={!question.trim()} data-testid="ask-submit">
            {t.askButton}
          </Button>
        </HStack>
      </form>
      {reply && (
        <Card.Root data-testid="ask-answer">
          <Card.Body>
            {reply.answered && best ? (
              <Stack gap="2">
                <HStack justify="space-between" wrap="wrap">
                  <Heading size="sm" data-testid="ask-answer-question">
                    {best.question}
                  </Heading>
                  <HStack>
                    {best.categoryName && <Badge>{t.category(best.categoryName)}</Badge>}
                    <Badge colorPalette="green">{t.score(best.score)}</Badge>
                  </HStack>
                </HStack>
                <Text whiteSpace="pre-wrap" data-testid="ask-answer-text">
                  {best.answer}
                </Text>
              </Stack>
            ) : (
              <Text color="fg.muted" data-testid="ask-no-answer">
                {t.noAnswer}
              </Text>
            )}
          </Card.Body>
        </Card.Root>
      )}
      {reply && (reply.answered ? others : matches).length > 0 && (
        <Stack gap="1">
          <Text fontWeight="medium">{t.alsoAsk}</Text>
          {(reply.answered ? others : matches).map((m) => (
            <Button key={m.entryId} variant="plain" justifyContent="flex-start" colorPalette="blue" size="sm" onClick={() => askAgain(m.question)}>
              {m.question}
            </Button>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
