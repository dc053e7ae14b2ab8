/** A writ's text laid out as printed: title, number, the filled-in body line by line, unit and date. */
import { Box, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { writText } from '../../../messages/writ';

export interface WritPaperProps {
  title: string;
  documentNumber?: string | null;
  content: string;
  organName: string;
  /** ISO time the writ is dated by (issue time, or last change of a draft). */
  date: string;
}

const dateText = (iso: string) => {
  const day = new Date(new Date(iso).getTime() + 8 * 3_600_000);
  return Number.isNaN(day.getTime()) ? '' : `${day.getUTCFullYear()}年${day.getUTCMonth() + 1}月${day.getUTCDate()}日`;
};

export function WritPaper({ title, documentNumber, content, organName, date }: WritPaperProps) {
  const [salutation, ...paragraphs] = content.split(/\r?\n/);
  return (
    <Card.Root size="sm" data-testid="writ-paper">
      <Card.Header>
        <Heading size="sm">{writText.body}</Heading>
      </Card.Header>
      <Card.Body>
        <Box maxW="3xl" mx="auto" w="full" px={{ base: '2', md: '10' }} py="6" borderWidth="1px" borderRadius="md" bg="bg" fontFamily="'FangSong', 'STFangsong', serif">
          <Stack gap="2">
            <Heading size="lg" textAlign="center">
              {title}
            </Heading>
            <Text textAlign="center" color="fg.muted" mb="4" data-testid="writ-number">
              {documentNumber ?? writText.draftNumber}
            </Text>
            <Text>{salutation}</Text>
            {paragraphs.map((line, i) => (
              <Text key={i} textIndent="2em" lineHeight="tall" whiteSpace="pre-wrap">
                {line}
              </Text>
            ))}
            <Text textAlign="right" mt="8">
              {organName}
            </Text>
            <Text textAlign="right">{dateText(date)}</Text>
          </Stack>
        </Box>
      </Card.Body>
    </Card.Root>
  );
}
