/** The choosers of 培训任务 and 宣传库 forms: several units of the library, uploaded files, published articles. */
import { useQuery } from '@apollo/client/react';
import { Button, HStack, Input, NativeSelect, Stack, Tag, Text, Wrap } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { MultiSelectInput } from '../components/data/MultiSelectInput';
import { PublicityKnowledgePageDocument, SupervisionUnitsDocument } from '../graphql/generated/graphql';
import { uploadMedia } from '../lib/upload';
import { publicityText, trainingText as text } from '../messages/publicity';
import type { CustomFieldProps } from './types';

const idsOf = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);
const MEDIA_UPLOAD_URL = '/public/fdfs/upload';

/** 参训单位: found by name or address in the social-unit library; each chosen unit is added to the list. */
export function UnitsPicker({ value, onChange, onBlur, name, readOnly, testId }: CustomFieldProps) {
  const [keyword, setKeyword] = useState('');
  const names = useRef(new Map<string, string>());
  const { data } = useQuery(SupervisionUnitsDocument, { variables: { keyword: keyword.trim() || undefined }, fetchPolicy: 'network-only' });
  const units = (data?.supervisionUnits ?? []).flatMap((u) => (u ? [u] : []));
  for (const u of units) names.current.set(u.id, u.name);
  const chosen = idsOf(value);
  return (
    <Stack gap="2" width="full">
      {!readOnly && (
        <Stack direction={{ base: 'column', md: 'row' }} gap="2">
          <Input flex="1" placeholder={text.unitSearch} value={keyword} onChange={(e) => setKeyword(e.currentTarget.value)} data-testid={`${testId}-search`} />
          <NativeSelect.Root flex="1">
            <NativeSelect.Field name={name} value="" onBlur={onBlur} data-testid={testId} onChange={(e) => {
              const id = e.currentTarget.value;
              if (id && !chosen.includes(id)) onChange([...chosen, id]);
            }}>
              <option value="">{text.addUnit}</option>
              {units.map((u) => <option key={u.id} value={u.id}>{`${u.name}（${u.address}）`}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Stack>
      )}
      {chosen.length ? (
        <Wrap gap="2" data-testid={`${testId}-chosen`}>
          {chosen.map((id) => (
            <Tag.Root key={id} size="lg" colorPalette="blue">
              <Tag.Label>{names.current.get(id) ?? id}</Tag.Label>
              {!readOnly && <Tag.EndElement><Tag.CloseTrigger aria-label={text.remove} onClick={() => onChange(chosen.filter((c) => c !== id))} /></Tag.EndElement>}
            </Tag.Root>
          ))}
        </Wrap>
      ) : <Text fontSize="sm" color="fg.muted">{text.noUnits}</Text>}
    </Stack>
  );
}

/** 图片/视频, 培训材料: uploaded at once through the media upload (checked by content); the ids are kept. */
export function MediaField({ value, onChange, readOnly, testId }: CustomFieldProps) {
  const [busy, setBusy] = useState(false);
  const files = useRef(new Map<string, string>());
  const input = useRef<HTMLInputElement>(null);
  const chosen = idsOf(value);
  const pick = async (list: FileList | null) => {
    if (!list?.length) return;
    setBusy(true);
    try {
      const added: string[] = [];
      for (const file of Array.from(list)) {
        const { data } = await uploadMedia<{ id: string; fileName: string }>(MEDIA_UPLOAD_URL, file);
        files.current.set(data.id, data.fileName);
        added.push(data.id);
      }
      onChange([...chosen, ...added]);
    } catch {
      // uploadMedia has told the user why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="2" width="full">
      {!readOnly && (
        <HStack>
          <Button size="sm" variant="outline" loading={busy} loadingText={text.uploading} onClick={() => input.current?.click()}>{text.upload}</Button>
          <input ref={input} hidden type="file" multiple accept="image/*,video/*" data-testid={testId} onChange={(e) => void pick(e.currentTarget.files)} />
        </HStack>
      )}
      {chosen.length ? (
        <Wrap gap="2">
          {chosen.map((id, i) => (
            <Tag.Root key={id} size="lg">
              <Tag.Label>{files.current.get(id) ?? `文件${i + 1}`}</Tag.Label>
              {!readOnly && <Tag.EndElement><Tag.CloseTrigger aria-label={text.remove} onClick={() => onChange(chosen.filter((c) => c !== id))} /></Tag.EndElement>}
            </Tag.Root>
          ))}
        </Wrap>
      ) : <Text fontSize="sm" color="fg.muted">{text.noFiles}</Text>}
    </Stack>
  );
}

/** 专题文章: the published articles of the knowledge base a topic groups. */
export function ArticlesPicker({ value, onChange, onBlur, readOnly, testId }: CustomFieldProps) {
  const { data } = useQuery(PublicityKnowledgePageDocument, { variables: { input: { status: 'published', current: 1, size: 100 } as never }, fetchPolicy: 'network-only' });
  const options = (data?.publicityKnowledgePage?.records ?? []).flatMap((r) => (r ? [{ value: r.id, label: r.title }] : []));
  if (!options.length) return <Text fontSize="sm" color="fg.muted" data-testid={testId}>{publicityText.noArticles}</Text>;
  return <MultiSelectInput options={options} value={value} onChange={onChange} onBlur={onBlur} disabled={readOnly} testId={testId} />;
}
