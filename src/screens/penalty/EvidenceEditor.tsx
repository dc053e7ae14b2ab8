/** 调查取证: the case's evidence and inquiry records edited as lists and saved together (the route replaces both). */
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Card, HStack, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { Type, type Static, type TObject } from '@sinclair/typebox';
import { useState } from 'react';
import { DateField } from '../../components/data/DateField';
import { InvestigatePenaltyCaseDocument } from '../../graphql/generated/graphql';
import { notify } from '../../lib/notify';
import { messageOf } from '../../machines/resource-form/failure';
import { penaltyText as text } from '../../messages/penalty';
import { callInputValidator, FormValidationError } from '../../resources/entity/input-validator';
import { INVESTIGATE_FIELDS } from '../../shared/penalty-case-inputs';
import type { JsonSchema } from '../../shared/validation/json-schema';

/** The form holds the call's own input (the route's fields, src/shared/penalty-case-inputs.ts). */
export type EvidenceValues = Static<TObject<typeof INVESTIGATE_FIELDS>>;
type Evidence = EvidenceValues['evidence'][number];
type Inquiry = EvidenceValues['inquiries'][number];

const toInput = (v: EvidenceValues) => ({
  evidence: v.evidence.map((e) => ({ name: e.name.trim(), description: e.description.trim(), collectedAt: e.collectedAt })),
  inquiries: v.inquiries.map((q) => ({ person: q.person.trim(), askedAt: q.askedAt, content: q.content.trim() })),
});
export const evidenceValidator = callInputValidator(Type.Object(INVESTIGATE_FIELDS) as unknown as JsonSchema, toInput);

interface Props {
  caseKey: { id: string; version: number };
  initial: EvidenceValues;
  onDone: () => void;
}

export function EvidenceEditor({ caseKey, initial, onDone }: Props) {
  const [values, setValues] = useState<EvidenceValues>(initial);
  const [error, setError] = useState<string>();
  const [save, { loading }] = useMutation(InvestigatePenaltyCaseDocument);
  const setEvidence = (i: number, part: Partial<Evidence>) => setValues((v) => ({ ...v, evidence: v.evidence.map((e, n) => (n === i ? { ...e, ...part } : e)) }));
  const setInquiry = (i: number, part: Partial<Inquiry>) => setValues((v) => ({ ...v, inquiries: v.inquiries.map((q, n) => (n === i ? { ...q, ...part } : q)) }));

  const submit = async () => {
    setError(undefined);
    try {
      await evidenceValidator.validate(values as unknown as Record<string, unknown>, 'edit');
      await save({ variables: { input: { ...caseKey, ...toInput(values) } } });
      notify.success(text.done);
      onDone();
    } catch (failure) {
      setError(failure instanceof FormValidationError ? Object.values(failure.fieldErrors)[0] : messageOf(failure));
    }
  };

  return (
    <Card.Root size="sm" data-testid="step-investigate">
      <Card.Header fontWeight="semibold">{text.evidence} / {text.inquiries}</Card.Header>
      <Card.Body gap="3">
        {error && <Alert.Root status="error" data-testid="evidence-error"><Alert.Indicator /><Alert.Title>{error}</Alert.Title></Alert.Root>}
        {values.evidence.map((e, i) => (
          <SimpleGrid key={`e${i}`} columns={{ base: 1, md: 4 }} gap="2" alignItems="center">
            <Input placeholder={text.evidenceName} value={e.name} onChange={(ev) => setEvidence(i, { name: ev.currentTarget.value })} data-testid={`evidence-name-${i}`} />
            <Input placeholder={text.evidenceDescription} value={e.description} onChange={(ev) => setEvidence(i, { description: ev.currentTarget.value })} data-testid={`evidence-description-${i}`} />
            <DateField kind="date" size="sm" value={e.collectedAt} onChange={(d) => setEvidence(i, { collectedAt: d })} label={text.collectedAt} testId={`evidence-date-${i}`} />
            <Button size="sm" variant="outline" onClick={() => setValues((v) => ({ ...v, evidence: v.evidence.filter((_, n) => n !== i) }))}>{text.remove}</Button>
          </SimpleGrid>
        ))}
        <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => setValues((v) => ({ ...v, evidence: [...v.evidence, { name: '', description: '', collectedAt: '' }] }))} data-testid="evidence-add">{text.addEvidence}</Button>
        {values.inquiries.map((q, i) => (
          <Stack key={`q${i}`} gap="2" borderWidth="1px" borderRadius="md" p="2">
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="2" alignItems="center">
              <Input placeholder={text.person} value={q.person} onChange={(ev) => setInquiry(i, { person: ev.currentTarget.value })} data-testid={`inquiry-person-${i}`} />
              <DateField kind="date" size="sm" value={q.askedAt} onChange={(d) => setInquiry(i, { askedAt: d })} label={text.askedAt} testId={`inquiry-date-${i}`} />
              <Button size="sm" variant="outline" onClick={() => setValues((v) => ({ ...v, inquiries: v.inquiries.filter((_, n) => n !== i) }))}>{text.remove}</Button>
            </SimpleGrid>
            <Textarea placeholder={text.inquiryContent} value={q.content} rows={2} onChange={(ev) => setInquiry(i, { content: ev.currentTarget.value })} data-testid={`inquiry-content-${i}`} />
          </Stack>
        ))}
        <HStack gap="2" wrap="wrap">
          <Button size="sm" variant="outline" onClick={() => setValues((v) => ({ ...v, inquiries: [...v.inquiries, { person: '', askedAt: '', content: '' }] }))} data-testid="inquiry-add">{text.addInquiry}</Button>
          <Button size="sm" colorPalette="blue" loading={loading} onClick={submit} data-testid="evidence-save">{text.saveEvidence}</Button>
        </HStack>
        {!values.evidence.length && <Text fontSize="sm" color="fg.muted">{text.none}</Text>}
      </Card.Body>
    </Card.Root>
  );
}
